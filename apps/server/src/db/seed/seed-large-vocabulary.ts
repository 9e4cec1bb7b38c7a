/** Words the large seed combines into varied pt-BR event names, organisers and venues. */

export const BENCH_EVENT_KINDS = [
  'Feira',
  'Oficina',
  'Encontro',
  'Festival',
  'Workshop',
  'Roda',
  'Mostra',
  'Curso',
  'Palestra',
  'Show',
  'Mutirão',
  'Passeio',
  'Sarau',
  'Meetup',
  'Corrida',
  'Aula aberta',
] as const;

export const BENCH_EVENT_TOPICS = [
  'Samba',
  'Empreendedorismo',
  'Fotografia',
  'Cerâmica',
  'Programação',
  'Culinária Mineira',
  'Yoga',
  'Cinema Nacional',
  'Jardinagem',
  'Literatura de Cordel',
  'Café Especial',
  'Xadrez',
  'Dança de Salão',
  'Capoeira',
  'Astronomia',
  'Reciclagem',
  'Finanças Pessoais',
  'Música Popular',
  'Teatro de Rua',
  'Ciclismo',
  'Forró',
  'Artesanato',
  'Saúde Mental',
  'Libras',
] as const;

export const BENCH_CITIES = [
  ['São Paulo', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Porto Alegre', 'RS'],
  ['Curitiba', 'PR'],
  ['Fortaleza', 'CE'],
  ['Brasília', 'DF'],
  ['Florianópolis', 'SC'],
] as const;

export const BENCH_VENUE_KINDS = [
  'Centro Cultural',
  'Praça Central',
  'Parque Municipal',
  'Teatro',
  'Galpão',
] as const;

export const BENCH_FIRST_NAMES = [
  'Paula',
  'Gustavo',
  'Fernanda',
  'Diego',
  'Juliana',
  'Marcelo',
  'Larissa',
  'André',
];
export const BENCH_LAST_NAMES = [
  'Lima',
  'Carvalho',
  'Gomes',
  'Martins',
  'Araújo',
  'Barbosa',
  'Rocha',
  'Dias',
];
