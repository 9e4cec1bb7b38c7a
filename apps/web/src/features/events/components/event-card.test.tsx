import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EventCard } from './event-card.tsx';

describe('EventCard', () => {
  it('shows name (linking to the event), pt-BR date in São Paulo time, city and category', () => {
    const event = makeEvent({
      name: 'Festival de Jazz',
      slug: 'festival-de-jazz',
      startDatetime: '2026-03-14T22:00:00.000Z',
      category: 'arts_culture',
      location: {
        id: '10000000-0000-4000-8000-000000000001',
        name: 'Auditório',
        city: 'São Paulo',
        state: 'SP',
        latitude: null,
        longitude: null,
      },
    });
    renderWithProviders(<EventCard event={event} />);

    const link = screen.getByRole('link', { name: 'Festival de Jazz' });
    expect(link).toHaveAttribute('href', '/events/festival-de-jazz');
    expect(screen.getByRole('heading', { name: 'Festival de Jazz' })).toBeInTheDocument();
    const time = screen.getByText('sáb., 14 de mar. de 2026, 19:00');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-14T22:00:00.000Z');
    expect(screen.getByText('São Paulo, SP')).toBeInTheDocument();
    expect(screen.getByText('Arte e Cultura')).toBeInTheDocument();
    expect(screen.queryByText('Privado')).not.toBeInTheDocument();
  });

  it('shows the private badge for a private event', () => {
    renderWithProviders(<EventCard event={makeEvent({ visibility: 'private' })} />);
    expect(screen.getByText('Privado')).toBeInTheDocument();
  });

  it('shows a legacy category as its current one', () => {
    renderWithProviders(<EventCard event={makeEvent({ category: 'party' })} />);
    expect(screen.getByText('Encontros Sociais')).toBeInTheDocument();
  });

  it('uses the cover image when there is one, lazily and with dimensions', () => {
    renderWithProviders(<EventCard event={makeEvent({ name: 'Feira', imagePath: 'events/feira.webp' })} />);
    const img = screen.getByRole('img', { name: 'Feira' });
    expect(img).toHaveAttribute('src', '/uploads/events/feira.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  });

  it('shows a placeholder without an image, and the venue name without city and state', () => {
    const event = makeEvent({
      imagePath: null,
      location: {
        id: '10000000-0000-4000-8000-000000000002',
        name: 'Parque Ibirapuera',
        city: null,
        state: null,
        latitude: null,
        longitude: null,
      },
    });
    const { container } = renderWithProviders(<EventCard event={event} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(within(container).getByTestId('event-cover-placeholder')).toBeInTheDocument();
    expect(screen.getByText('Parque Ibirapuera')).toBeInTheDocument();
  });

  it('marks a free, in-person, published event only as free', () => {
    renderWithProviders(<EventCard event={makeEvent({ isPaid: false, eventType: 'presencial' })} />);
    expect(screen.getByText('Gratuito')).toBeInTheDocument();
    for (const text of ['Online', 'Híbrido', 'Rascunho', 'Cancelado', 'Pago'])
      expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('shows an online event with its price in reais', () => {
    renderWithProviders(
      <EventCard
        event={makeEvent({ eventType: 'online', isPaid: true, priceMinCents: 2500, priceMaxCents: 2500 })}
      />,
    );
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText(/^R\$\s25,00$/)).toBeInTheDocument();
    expect(screen.queryByText('Gratuito')).not.toBeInTheDocument();
  });

  it('shows a hybrid event with a price range', () => {
    renderWithProviders(
      <EventCard
        event={makeEvent({ eventType: 'hibrido', isPaid: true, priceMinCents: 1000, priceMaxCents: 5050 })}
      />,
    );
    expect(screen.getByText('Híbrido')).toBeInTheDocument();
    expect(screen.getByText(/^R\$\s10,00 – R\$\s50,50$/)).toBeInTheDocument();
  });

  it('says "Pago" for a paid event whose price is not known', () => {
    renderWithProviders(
      <EventCard event={makeEvent({ isPaid: true, priceMinCents: null, priceMaxCents: null })} />,
    );
    expect(screen.getByText('Pago')).toBeInTheDocument();
  });

  it('marks a draft and a cancelled event', () => {
    renderWithProviders(
      <EventCard event={makeEvent({ isDraft: true, cancelledAt: '2026-03-01T12:00:00.000Z' })} />,
    );
    expect(screen.getByText('Rascunho')).toBeInTheDocument();
    expect(screen.getByText('Cancelado')).toBeInTheDocument();
  });
});
