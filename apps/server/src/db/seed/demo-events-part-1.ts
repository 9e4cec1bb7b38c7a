import type { DemoEventTemplate } from './demo-event-template.ts';

/** Demo events, first half of the categories. */
export const DEMO_EVENTS_PART_1: readonly DemoEventTemplate[] = [
  {
    category: 'business_professional',
    name: 'Feira de Empreendedorismo Criativo',
    summary: 'Marcas independentes, rodadas de negócio e oficinas para quem está começando.',
    description:
      'Mais de 60 expositores de moda autoral, design e gastronomia artesanal. Durante a tarde, mentorias gratuitas de 20 minutos com consultores do Sebrae e uma rodada de negócios com lojistas da região.',
    venue: 'sp-galpao',
  },
  {
    category: 'business_professional',
    name: 'Café com Fundadores',
    summary: 'Conversa aberta com fundadores de startups do Nordeste sobre os primeiros anos.',
    description:
      'Três fundadores contam como validaram o produto, erraram na contratação e conseguiram os primeiros clientes. Perguntas do público durante todo o encontro. Café e pão de queijo por nossa conta.',
    venue: 'rec-marco-zero',
  },
  {
    category: 'business_professional',
    name: 'Workshop de Finanças para MEI',
    summary: 'Fluxo de caixa, DAS e precificação explicados sem complicação.',
    description:
      'Um workshop prático para microempreendedores individuais: como separar as contas pessoais das da empresa, calcular o preço certo e não perder o prazo do DAS. Traga seu notebook ou celular.',
    venue: 'sp-hub',
  },
  {
    category: 'business_professional',
    name: 'Meetup de Produto e Tecnologia',
    summary: 'Palestras curtas sobre produto digital, seguidas de networking.',
    description:
      'Quatro palestras de 15 minutos sobre descoberta de produto, métricas e acessibilidade em aplicativos. Depois, networking com petiscos. Evento transmitido ao vivo para quem não puder ir.',
    venue: 'poa-usina',
  },
  {
    category: 'social_gatherings',
    name: 'Roda de Samba no Largo',
    summary: 'Samba de raiz ao ar livre, com os bambas da Pequena África.',
    description:
      'A tradicional roda de samba volta ao largo com repertório de Cartola, Dona Ivone Lara e Nelson Cavaquinho. Chegue cedo para garantir lugar perto da roda. Entrada franca.',
    venue: 'rj-largo',
    startsAt: [17, 0],
  },
  {
    category: 'social_gatherings',
    name: 'Piquenique de Fim de Tarde',
    summary: 'Traga sua canga e um prato para dividir: o pôr do sol é por conta da cidade.',
    description:
      'Um encontro descontraído para conhecer gente nova no parque. Teremos jogos de tabuleiro, uma caixa de som com playlist colaborativa e um cantinho para as crianças.',
    venue: 'bsb-parque',
    startsAt: [16, 30],
  },
  {
    category: 'social_gatherings',
    name: 'Noite de Jogos de Tabuleiro',
    summary: 'Mais de 100 jogos à disposição e monitores para ensinar as regras.',
    description:
      'Do clássico War aos lançamentos nacionais, escolha uma mesa e jogue com quem estiver por lá. Monitores explicam as regras e ajudam a formar grupos. Ideal para quem está chegando na cidade.',
    venue: 'cwb-jardim',
    startsAt: [19, 30],
  },
  {
    category: 'social_gatherings',
    name: 'Aniversário da Turma do Bairro',
    summary: 'Festa fechada para os amigos do bairro, com churrasco e música ao vivo.',
    description:
      'Comemoração anual da turma. Cada um leva a sua bebida; o churrasco é dividido entre os confirmados. Endereço enviado por mensagem.',
    venue: 'rj-casa',
    startsAt: [13, 0],
  },
  {
    category: 'arts_culture',
    name: 'Sarau de Poesia Marginal',
    summary: 'Microfone aberto para poetas, slammers e curiosos.',
    description:
      'Inscrições na hora para quem quiser recitar: três minutos por pessoa, autoral ou não. Abertura com o coletivo Vozes da Quebrada e feira de livros independentes.',
    venue: 'sp-centro-cultural',
  },
  {
    category: 'arts_culture',
    name: 'Festival de Cinema de Rua',
    summary: 'Curtas brasileiros projetados em um telão na praça.',
    description:
      'Uma seleção de 12 curtas-metragens nacionais, com sessão especial de animação para as crianças. Leve sua cadeira de praia; pipoca gratuita enquanto durar.',
    venue: 'ssa-pelourinho',
  },
  {
    category: 'arts_culture',
    name: 'Exposição Cores do Sertão',
    summary: 'Xilogravuras e cerâmicas de artistas do interior do Ceará.',
    description:
      'A mostra reúne 80 obras de 15 artistas do Cariri e do Sertão Central, com visitas guiadas aos sábados e oficina de xilogravura para iniciantes.',
    venue: 'for-dragao',
  },
  {
    category: 'arts_culture',
    name: 'Concerto de Choro no Mercado',
    summary: 'Pixinguinha, Jacob do Bandolim e Waldir Azevedo entre as bancas.',
    description:
      'O regional Chorinho de Minas toca clássicos do choro no coração do mercado. Uma hora de música acompanhada de queijo canastra e café coado.',
    venue: 'bh-mercado',
    startsAt: [11, 0],
  },
  {
    category: 'arts_culture',
    name: 'Roda de Samba no Largo',
    summary: 'Edição especial com a velha guarda convidada.',
    description:
      'Edição especial da roda, com a participação da velha guarda de uma escola de samba tradicional. Entrada franca e comida de boteco no entorno.',
    venue: 'rj-largo',
    startsAt: [16, 0],
  },
  {
    category: 'community_causes',
    name: 'Mutirão de Limpeza da Praia',
    summary: 'Luvas e sacos fornecidos: só falta você.',
    description:
      'Em parceria com associações de moradores, vamos recolher resíduos da orla e separar o material reciclável. Ao final, uma conversa sobre o lixo que chega ao mar.',
    venue: 'floripa-lagoa',
  },
  {
    category: 'community_causes',
    name: 'Campanha do Agasalho Solidário',
    summary: 'Ponto de coleta de roupas de frio e cobertores.',
    description:
      'Recebemos roupas limpas e em bom estado, cobertores e calçados. Tudo é triado por voluntários e entregue a abrigos da cidade antes da chegada do inverno.',
    venue: 'poa-usina',
  },
  {
    category: 'community_causes',
    name: 'Horta Comunitária: Dia de Plantio',
    summary: 'Aprenda a plantar e leve mudas para casa.',
    description:
      'Venha ajudar a preparar os canteiros da horta comunitária. Uma agrônoma explica compostagem e plantio consorciado. Não precisa de experiência.',
    venue: 'bh-praca',
  },
  {
    category: 'community_causes',
    name: 'Doação de Sangue Coletiva',
    summary: 'Vamos juntos ao hemocentro: agende o seu horário.',
    description:
      'Grupo organizado para doar sangue no mesmo dia. Leve documento com foto, esteja alimentado e descansado. Quem não pode doar pode ajudar divulgando.',
    venue: 'rec-marco-zero',
  },
  {
    category: 'food_drink',
    name: 'Festival de Comida Baiana',
    summary: 'Acarajé, moqueca e cocada feitos por baianas de tabuleiro.',
    description:
      'Barracas de baianas de acarajé tradicionais, aula-show de moqueca e roda de capoeira. Uma celebração da culinária afro-baiana no coração do Centro Histórico.',
    venue: 'ssa-pelourinho',
  },
  {
    category: 'food_drink',
    name: 'Degustação de Cafés Especiais',
    summary: 'Cafés do Sul de Minas e da Mantiqueira, com baristas premiados.',
    description:
      'Prove seis cafés de microlotes, aprenda a diferença entre os métodos de preparo e leve para casa um guia de moagem. Vagas limitadas a 30 pessoas.',
    venue: 'bh-mercado',
  },
  {
    category: 'food_drink',
    name: 'Feira de Cervejas Artesanais',
    summary: 'Vinte cervejarias gaúchas e food trucks em um só lugar.',
    description:
      'Rótulos de cervejarias artesanais do Rio Grande do Sul, harmonização com petiscos e música ao vivo. Proibida a venda para menores de 18 anos.',
    venue: 'poa-usina',
  },
  {
    category: 'food_drink',
    name: 'Oficina de Pão de Fermentação Natural',
    summary: 'Do levain ao forno: aprenda a fazer pão em casa.',
    description:
      'Uma padeira explica como manter o fermento natural, a hidratação da massa e as dobras. Cada participante sai com o seu levain e uma receita testada.',
    venue: 'cwb-jardim',
  },
  {
    category: 'sports_fitness',
    name: 'Corrida Noturna do Parque',
    summary: 'Percursos de 5 e 10 km com iluminação especial.',
    description:
      'Corrida aberta a todos os níveis, com largada às 20h, hidratação no percurso e medalha para quem completar. Retirada de kit no dia anterior.',
    venue: 'sp-parque',
    startsAt: [20, 0],
  },
  {
    category: 'sports_fitness',
    name: 'Aulão de Yoga ao Ar Livre',
    summary: 'Uma hora de yoga para todos os níveis, de frente para o mar.',
    description:
      'Traga seu tapete ou uma canga. A aula é guiada por professores voluntários e termina com meditação ao som das ondas.',
    venue: 'rj-aterro',
    startsAt: [7, 30],
  },
  {
    category: 'sports_fitness',
    name: 'Pedal Noturno pela Orla',
    summary: 'Passeio de bicicleta de 15 km em ritmo tranquilo.',
    description:
      'Saída em grupo com batedores e carro de apoio. Obrigatório o uso de capacete e luzes na bicicleta. Parada para água de coco no meio do caminho.',
    venue: 'for-dragao',
    startsAt: [19, 0],
  },
  {
    category: 'sports_fitness',
    name: 'Corrida Noturna do Parque',
    summary: 'Segunda etapa do circuito, agora com percurso de 15 km.',
    description:
      'A segunda etapa do circuito noturno traz um novo percurso de 15 km, além dos tradicionais 5 e 10 km. Kit com camiseta e número de peito.',
    venue: 'sp-parque',
    startsAt: [20, 0],
  },
];
