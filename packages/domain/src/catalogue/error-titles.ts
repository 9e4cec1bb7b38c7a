/**
 * Error screen titles of spec §8: the status code or the error's message text picks the title, in
 * the order of the spec's list (the first row that matches wins), with a label ('Erro 404') and a
 * footer quip. Message matching ignores case. Keys point into the web app's `common` namespace.
 */

export type ErrorKind =
  | 'notFound'
  | 'unauthorized'
  | 'forbidden'
  | 'timeout'
  | 'tooManyRequests'
  | 'internal'
  | 'unavailable'
  | 'network'
  | 'cors'
  | 'database'
  | 'payment'
  | 'upload'
  | 'validation'
  | 'unknown';

interface ErrorTitleRow {
  kind: ErrorKind;
  /** The status that picks this row; for message-only rows, the HTTP status shown in the label, if any. */
  status?: number;
  /** Whether `status` alone picks the row (false: it only names the label). */
  matchesStatus: boolean;
  /** Lower-case phrases looked for in the message. */
  phrases: readonly string[];
  titlePtBR: string;
}

/** The rows of spec §8 "Error screen titles", in order. */
export const ERROR_TITLE_ROWS: readonly ErrorTitleRow[] = [
  {
    kind: 'notFound',
    status: 404,
    matchesStatus: true,
    phrases: ['not found'],
    titlePtBR: 'Palco não encontrado!',
  },
  {
    kind: 'unauthorized',
    status: 401,
    matchesStatus: true,
    phrases: ['unauthorized'],
    titlePtBR: 'Sem pulseira de acesso!',
  },
  {
    kind: 'forbidden',
    status: 403,
    matchesStatus: true,
    phrases: ['forbidden'],
    titlePtBR: 'Área VIP restrita!',
  },
  {
    kind: 'timeout',
    status: 408,
    matchesStatus: true,
    phrases: ['timeout'],
    titlePtBR: 'DJ demorou demais no mix!',
  },
  {
    kind: 'tooManyRequests',
    status: 429,
    matchesStatus: true,
    phrases: ['too many requests'],
    titlePtBR: 'Muita gente na pista!',
  },
  {
    kind: 'internal',
    status: 500,
    matchesStatus: true,
    phrases: ['internal server'],
    titlePtBR: 'Pane no som!',
  },
  {
    kind: 'unavailable',
    status: 503,
    matchesStatus: true,
    phrases: ['service unavailable'],
    titlePtBR: 'Casa em manutenção!',
  },
  {
    kind: 'network',
    matchesStatus: false,
    phrases: ['network', 'fetch', 'internet', 'failed-to-fetch'],
    titlePtBR: 'Sem sinal na pista!',
  },
  { kind: 'cors', matchesStatus: false, phrases: ['cors'], titlePtBR: 'Barrado na portaria!' },
  {
    kind: 'database',
    matchesStatus: false,
    phrases: ['database', 'connection'],
    titlePtBR: 'Lista de convidados sumiu!',
  },
  {
    kind: 'payment',
    status: 402,
    matchesStatus: false,
    phrases: ['payment', 'billing'],
    titlePtBR: 'Problema no pagamento!',
  },
  {
    kind: 'upload',
    status: 413,
    matchesStatus: false,
    phrases: ['upload', 'file'],
    titlePtBR: 'Foto não subiu no story!',
  },
  {
    kind: 'validation',
    status: 422,
    matchesStatus: false,
    phrases: ['validation', 'invalid'],
    titlePtBR: 'Dados inválidos na entrada!',
  },
];

const UNKNOWN_ROW: ErrorTitleRow = {
  kind: 'unknown',
  status: 500,
  matchesStatus: false,
  phrases: [],
  titlePtBR: 'Deu ruim!',
};

export interface ErrorTitle {
  kind: ErrorKind;
  /** i18n keys in the `common` namespace. */
  titleKey: `errorPage.kinds.${ErrorKind}.title`;
  messageKey: `errorPage.kinds.${ErrorKind}.message`;
  quipKey: `errorPage.kinds.${ErrorKind}.quip`;
  /** The status for the label ('Erro 404'): the given one, else the row's; undefined for network, CORS, database. */
  status: number | undefined;
  /** The spec's pt-BR title. */
  titlePtBR: string;
  /** 'Erro {{status}}' when there is a status; else the kind's own label ('Erro de rede'). */
  labelKey: 'errorPage.label' | `errorPage.kinds.${ErrorKind}.label`;
}

export interface ErrorTitleInput {
  status?: number | undefined;
  message?: string | undefined;
}

function findRow({ status, message }: ErrorTitleInput): ErrorTitleRow {
  const text = (message ?? '').toLowerCase();
  return (
    ERROR_TITLE_ROWS.find(
      (row) =>
        (row.matchesStatus && status !== undefined && row.status === status) ||
        row.phrases.some((phrase) => text.includes(phrase)),
    ) ?? UNKNOWN_ROW
  );
}

/** The title, label and quip of the error screen for a status and/or an error message. */
export function errorTitle(input: ErrorTitleInput): ErrorTitle {
  const row = findRow(input);
  const status = input.status ?? row.status;
  const { kind } = row;
  return {
    kind,
    titleKey: `errorPage.kinds.${kind}.title`,
    messageKey: `errorPage.kinds.${kind}.message`,
    quipKey: `errorPage.kinds.${kind}.quip`,
    status,
    titlePtBR: row.titlePtBR,
    labelKey: status === undefined ? `errorPage.kinds.${kind}.label` : 'errorPage.label',
  };
}

/** Every kind, for checks that each one has its texts. */
export const ERROR_KINDS: readonly ErrorKind[] = [...ERROR_TITLE_ROWS.map((row) => row.kind), 'unknown'];
