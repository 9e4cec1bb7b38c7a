import type { MyGroup } from '@eventos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse } from '../../../test/http.ts';
import { fakeSponsorshipApi } from '../testing/fake-sponsorship-api.ts';
import { renderSponsorships, SIGNED_IN } from '../testing/render-sponsorships.tsx';
import {
  EVENT_ID,
  makeEventSponsorship,
  makeTier,
  TIER_GOLD,
  TIER_SILVER,
} from '../testing/sponsorship-fixtures.ts';
import EventSponsors from './event-sponsors.tsx';

const PAGE = '/events/roda-de-samba';
const GROUP_ID = '60000000-0000-4000-8000-000000000001';
const tiers = [
  makeTier({ id: TIER_GOLD, name: 'Ouro', position: 0 }),
  makeTier({ id: TIER_SILVER, name: 'Prata', slots: 1, taken: 1, position: 1 }),
];

function group(): MyGroup {
  return {
    id: GROUP_ID,
    slug: 'clube-do-samba',
    name: 'Clube do Samba',
    category: 'arts_culture',
    city: 'São Paulo',
    visibility: 'public',
    logoUrl: null,
    coverUrl: null,
    excerpt: null,
    counts: { members: 12, followers: 30, upcomingEvents: 2 },
    createdAt: '2026-10-01T12:00:00.000Z',
    role: 'owner',
  };
}

async function openDialog(withGroup = false) {
  const api = fakeSponsorshipApi({
    event: makeEventSponsorship({ open: true, tiers }),
    groups: withGroup ? [group()] : [],
  });
  renderSponsorships(<EventSponsors eventId={EVENT_ID} />, PAGE, SIGNED_IN);
  fireEvent.click(await screen.findByRole('button', { name: 'Patrocinar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Patrocinar este evento' });
  return { api, dialog };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('The Patrocinar dialog', () => {
  it('offers the tiers as radios (a full one disabled), your name by default, and sends the request', async () => {
    const { api, dialog } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: /Ouro/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Prata/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Nome exibido' })).toHaveValue('Joana Souza');
    type(within(dialog).getByRole('textbox', { name: 'Link (opcional)' }), 'https://joana.example');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    expect(
      await screen.findByText('Pedido de patrocínio enviado. O organizador vai analisar.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Seu pedido está aguardando o organizador.')).toBeInTheDocument();
    expect(api.calls).toContain(
      `POST /api/v1/events/${EVENT_ID}/sponsorships ${JSON.stringify({
        tierId: TIER_GOLD,
        groupId: null,
        displayName: 'Joana Souza',
        linkUrl: 'https://joana.example',
        message: null,
      })}`,
    );
    expect(api.calls.some((c) => c.includes('/logo'))).toBe(false);
  });

  it('shows each problem beside its field and keeps what was typed', async () => {
    const { api, dialog } = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Nome exibido' });
    const link = within(dialog).getByRole('textbox', { name: 'Link (opcional)' });
    type(name, 'J');
    type(link, 'ftp://joana');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    expect(
      await within(dialog).findByText('O nome do patrocinador deve ter pelo menos 2 caracteres.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Use um link que comece com http:// ou https://.')).toBeInTheDocument();
    expect(name).toHaveValue('J');
    expect(link).toHaveValue('ftp://joana');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('refuses a logo of the wrong type before sending, and uploads a good one after the request', async () => {
    const { api, dialog } = await openDialog();
    const logo = within(dialog).getByLabelText('Logo (opcional)');
    fireEvent.change(logo, { target: { files: [new File(['x'], 'logo.txt', { type: 'text/plain' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    expect(await within(dialog).findByText('Envie uma imagem JPEG, PNG, WebP ou GIF.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    fireEvent.change(logo, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    await screen.findByText('Seu pedido está aguardando o organizador.');
    const created = api.mine[0]?.id ?? '';
    expect(api.calls.filter((c) => !c.startsWith('GET'))).toEqual([
      expect.stringMatching(new RegExp(`^POST /api/v1/events/${EVENT_ID}/sponsorships `)),
      `PUT /api/v1/sponsorships/${created}/logo file:logo.png`,
    ]);
  });

  it('sponsors as a managed group with its name, and shows the API’s refusals in the dialog', async () => {
    const { api, dialog } = await openDialog(true);
    const as = await within(dialog).findByRole('combobox', { name: 'Patrocinar como' });
    fireEvent.change(as, { target: { value: GROUP_ID } });
    expect(within(dialog).getByRole('textbox', { name: 'Nome exibido' })).toHaveValue('Clube do Samba');
    api.nextWrite = () =>
      problemResponse(409, {
        title: 'Conflito',
        code: 'sponsorship.already_requested',
        detail: 'Você já tem um pedido de patrocínio em andamento para este evento.',
      });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Você já tem um pedido de patrocínio em andamento para este evento.',
    );
    expect(api.calls.find((c) => c.startsWith('POST'))).toContain(`"groupId":"${GROUP_ID}"`);

    api.nextWrite = () =>
      problemResponse(422, {
        title: 'Inválido',
        code: 'validation.failed',
        detail: 'Dados inválidos.',
        errors: [{ path: 'displayName', code: 'validation.sponsorship.display_name.too_long' }],
      });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    expect(
      await within(dialog).findByText('O nome do patrocinador deve ter no máximo 80 caracteres.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Nome exibido' })).toHaveFocus());
  });
});
