/** The demo organisers: active profiles, the first one an admin. */
export interface DemoOrganizer {
  key: string;
  username: string;
  firstName: string;
  lastName: string;
  role: 'user' | 'admin';
}

export const DEMO_ORGANIZERS: readonly DemoOrganizer[] = [
  { key: 'ana', username: 'ana.souza', firstName: 'Ana', lastName: 'Souza', role: 'admin' },
  { key: 'joao', username: 'joao.pereira', firstName: 'João', lastName: 'Pereira', role: 'user' },
  { key: 'mariana', username: 'mariana.costa', firstName: 'Mariana', lastName: 'Costa', role: 'user' },
  { key: 'rafael', username: 'rafael.oliveira', firstName: 'Rafael', lastName: 'Oliveira', role: 'user' },
  { key: 'beatriz', username: 'beatriz.santos', firstName: 'Beatriz', lastName: 'Santos', role: 'user' },
  { key: 'lucas', username: 'lucas.almeida', firstName: 'Lucas', lastName: 'Almeida', role: 'user' },
  { key: 'camila', username: 'camila.ribeiro', firstName: 'Camila', lastName: 'Ribeiro', role: 'user' },
  { key: 'thiago', username: 'thiago.nascimento', firstName: 'Thiago', lastName: 'Nascimento', role: 'user' },
];
