import type { DemoEventTemplate } from './demo-event-template.ts';

/** Demo events, second half of the categories. */
export const DEMO_EVENTS_PART_2: readonly DemoEventTemplate[] = [
  {
    category: 'education_learning',
    name: 'Oficina de Programação para Iniciantes',
    summary: 'Crie a sua primeira página web em uma tarde.',
    description:
      'HTML e CSS do zero, com monitores para tirar dúvidas. Computadores disponíveis para quem não tiver notebook. Voltada especialmente para mulheres e pessoas 50+.',
    venue: 'sp-hub',
  },
  {
    category: 'education_learning',
    name: 'Clube do Livro: Clássicos Brasileiros',
    summary: 'Neste mês: Grande Sertão: Veredas, de Guimarães Rosa.',
    description:
      'Encontro mensal para conversar sobre clássicos da literatura brasileira. Não precisa ter terminado o livro; a mediação é de uma professora de literatura.',
    venue: 'bh-praca',
  },
  {
    category: 'education_learning',
    name: 'Curso Online de Libras Básico',
    summary: 'Primeiros sinais, alfabeto manual e cultura surda.',
    description:
      'Quatro encontros ao vivo com instrutora surda e intérprete. Certificado de participação para quem estiver em pelo menos três aulas.',
    venue: null,
  },
  {
    category: 'education_learning',
    name: 'Palestra: Astronomia no Quintal',
    summary: 'Como observar planetas e constelações sem sair de casa.',
    description:
      'Um astrônomo amador mostra o céu do mês e como usar aplicativos e binóculos para começar. Se o tempo ajudar, observação com telescópios ao final.',
    venue: 'bsb-parque',
  },
  {
    category: 'health_wellness',
    name: 'Meditação Guiada no Jardim',
    summary: 'Quarenta minutos de pausa no meio da semana.',
    description:
      'Sessão de meditação guiada para iniciantes, entre as árvores do jardim. Traga uma almofada ou canga. Atividade gratuita e sem inscrição.',
    venue: 'cwb-jardim',
  },
  {
    category: 'health_wellness',
    name: 'Roda de Conversa sobre Saúde Mental',
    summary: 'Um espaço seguro para falar sobre ansiedade e rotina.',
    description:
      'Mediação de psicólogas voluntárias. Não é terapia: é uma conversa aberta, com escuta e troca de experiências. Indicações de serviços públicos de apoio ao final.',
    venue: 'rec-marco-zero',
  },
  {
    category: 'health_wellness',
    name: 'Caminhada da Saúde na Lagoa',
    summary: 'Sete quilômetros em ritmo leve, com alongamento guiado.',
    description:
      'Aferição de pressão e orientação de educadores físicos antes da saída. Recomendado para todas as idades; leve água e protetor solar.',
    venue: 'floripa-lagoa',
    startsAt: [7, 0],
  },
  {
    category: 'health_wellness',
    name: 'Feira de Alimentação Saudável',
    summary: 'Produtores orgânicos, receitas e consulta rápida com nutricionistas.',
    description:
      'Compre direto de produtores da agricultura familiar e participe de aulas rápidas de preparo de marmitas saudáveis e baratas.',
    venue: 'sp-centro-cultural',
  },
  {
    category: 'religious_spiritual',
    name: 'Lavagem das Escadarias',
    summary: 'Cortejo das baianas com água de cheiro e flores.',
    description:
      'Tradição popular que mistura fé e festa: o cortejo sai do largo e segue até a igreja, acompanhado de afoxés e filhos de santo. Use roupas brancas.',
    venue: 'ssa-pelourinho',
  },
  {
    category: 'religious_spiritual',
    name: 'Concerto de Música Sacra',
    summary: 'Coral e orquestra de câmara interpretam o barroco mineiro.',
    description:
      'Obras de Emerico Lobo de Mesquita e Manoel Dias de Oliveira, compositores do período colonial, interpretadas por coral de 40 vozes. Entrada gratuita mediante retirada de senha.',
    venue: 'bh-praca',
    startsAt: [19, 0],
  },
  {
    category: 'religious_spiritual',
    name: 'Encontro Inter-religioso pela Paz',
    summary: 'Líderes de diferentes tradições em um ato pela convivência.',
    description:
      'Falas curtas de representantes de religiões de matriz africana, cristãs, judaicas, muçulmanas e budistas, seguidas de um momento de silêncio coletivo.',
    venue: 'bsb-parque',
  },
  {
    category: 'religious_spiritual',
    name: 'Retiro de Silêncio de Fim de Semana',
    summary: 'Dois dias de meditação e silêncio em um sítio afastado.',
    description:
      'Retiro para um grupo pequeno, com refeições vegetarianas incluídas. Os detalhes de chegada são enviados aos inscritos.',
    venue: 'bh-sitio',
  },
  {
    category: 'travel_exploration',
    name: 'Passeio Histórico pelo Recife Antigo',
    summary: 'Caminhada guiada pelas ruas e pontes do bairro do Recife.',
    description:
      'Da Rua do Bom Jesus à Sinagoga Kahal Zur Israel, um historiador conta quatro séculos da cidade. Duração de duas horas; use calçado confortável.',
    venue: 'rec-marco-zero',
  },
  {
    category: 'travel_exploration',
    name: 'Trilha da Lagoa ao Nascer do Sol',
    summary: 'Trilha leve até o mirante, com café da manhã no alto.',
    description:
      'Saída às 5h30 com guias credenciados. Percurso de 4 km, nível fácil. Leve lanterna, água e um agasalho para o vento do mirante.',
    venue: 'floripa-lagoa',
    startsAt: [5, 30],
  },
  {
    category: 'travel_exploration',
    name: 'Roteiro dos Murais do Centro',
    summary: 'Grafites e murais de artistas brasileiros em um passeio a pé.',
    description:
      'Um roteiro de 3 km pelos maiores murais da cidade, com histórias dos artistas e das técnicas. Termina com café no centro cultural.',
    venue: 'sp-centro-cultural',
  },
  {
    category: 'travel_exploration',
    name: 'Festival das Culturas Viajantes',
    summary: 'Três dias de relatos de viagem, fotografia e comidas do mundo.',
    description:
      'Mochileiros, fotógrafos e cozinheiros imigrantes dividem o palco durante três dias. Feira de equipamentos usados e troca de guias de viagem.',
    venue: 'poa-usina',
    schedule: { offsetDays: -1, durationDays: 3 },
  },
  {
    category: 'family_kids',
    name: 'Teatro de Bonecos na Praça',
    summary: 'Mamulengo e histórias do folclore para toda a família.',
    description:
      'O grupo Mamulengo Alegria apresenta histórias de Saci, Curupira e Iara. Depois do espetáculo, oficina de bonecos com materiais recicláveis.',
    venue: 'rec-marco-zero',
  },
  {
    category: 'family_kids',
    name: 'Manhã de Brincadeiras Antigas',
    summary: 'Pião, amarelinha, pipa e cabo de guerra.',
    description:
      'Uma manhã sem telas, com brincadeiras que os avós conhecem bem. Monitores organizam as atividades por faixa etária; pais e avós são bem-vindos.',
    venue: 'bsb-parque',
    startsAt: [9, 0],
  },
  {
    category: 'family_kids',
    name: 'Contação de Histórias Afro-Brasileiras',
    summary: 'Histórias de griôs para crianças de 3 a 10 anos.',
    description:
      'Contadoras de histórias apresentam contos de tradição africana e afro-brasileira, com música e instrumentos de percussão para as crianças tocarem.',
    venue: 'ssa-pelourinho',
  },
  {
    category: 'family_kids',
    name: 'Festa Junina da Família',
    summary: 'Quadrilha, fogueira e comidas típicas no sítio.',
    description:
      'Festa para a família e amigos próximos: quadrilha às 19h, pescaria para as crianças e barraquinhas de pamonha, canjica e quentão.',
    venue: 'bh-sitio',
    startsAt: [18, 0],
  },
  {
    category: 'other',
    name: 'Encontro de Colecionadores de Discos',
    summary: 'Compra, venda e troca de vinis nacionais e importados.',
    description:
      'Mais de 30 expositores com discos de MPB, samba, rock nacional e música instrumental. Toca-discos disponíveis para ouvir antes de levar.',
    venue: 'sp-galpao',
  },
  {
    category: 'other',
    name: 'Feira de Adoção de Cães e Gatos',
    summary: 'Animais vacinados e castrados esperando um lar.',
    description:
      'ONGs de proteção animal trazem cães e gatos para adoção responsável. Leve documento com foto e comprovante de residência.',
    venue: 'cwb-jardim',
  },
  {
    category: 'other',
    name: 'Mercado de Pulgas do Domingo',
    summary: 'Antiguidades, roupas de brechó e objetos curiosos.',
    description:
      'Expositores de antiguidades, brechós e artesanato se reúnem na praça todo primeiro domingo do mês. Chegue cedo para as melhores peças.',
    venue: 'bh-praca',
    startsAt: [8, 0],
  },
  {
    category: 'other',
    name: 'Live de Lançamento do Aplicativo Eventos',
    summary: 'Conheça as novidades da plataforma aberta de eventos.',
    description:
      'Transmissão ao vivo com a equipe, demonstração das novas funções e perguntas da comunidade pelo chat.',
    venue: null,
    startsAt: [19, 0],
  },
];
