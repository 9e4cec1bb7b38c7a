import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_OPTIONS } from '../testing/location-fixture.ts';
import { AccessibilitySelector } from './accessibility-selector.tsx';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return <AccessibilitySelector options={ACCESSIBILITY_OPTIONS} value={value} onChange={setValue} />;
}

const filter = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Filtrar opções' }), { target: { value: text } });
const shownOptions = () => screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);

describe('AccessibilitySelector', () => {
  it('filters the options by label, ignoring case and accents', () => {
    render(<Harness />);
    expect(shownOptions()).toHaveLength(4);
    filter('LIBRAS');
    expect(shownOptions()).toEqual(['Intérprete de Libras']);
    filter('interprete');
    expect(shownOptions()).toEqual(['Intérprete de Libras']);
    filter('ACESSIVEL');
    expect(shownOptions()).toEqual(['Banheiro acessível']);
    filter('elevador');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('Nenhuma opção corresponde ao filtro.')).toBeInTheDocument();
  });

  it('shows the chosen options as chips that stay while filtered out and can be removed', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Piso tátil' }));
    const chosen = screen.getByRole('list', { name: 'Opções escolhidas' });
    expect(within(chosen).getByRole('button', { name: 'Remover Piso tátil' })).toBeInTheDocument();
    filter('libras');
    expect(within(chosen).getByRole('button', { name: 'Remover Piso tátil' })).toBeInTheDocument();
    filter('');
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remover Piso tátil' }));
    expect(screen.getByRole('checkbox', { name: 'Piso tátil' })).not.toBeChecked();
    expect(screen.queryByRole('list', { name: 'Opções escolhidas' })).toBeNull();
  });

  it('is a labelled group of native checkboxes (reachable and toggled from the keyboard)', () => {
    render(<Harness initial={[ACCESSIBILITY_OPTIONS[0]?.id ?? '']} />);
    expect(screen.getByRole('group', { name: 'Opções de acessibilidade' })).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Acesso para cadeira de rodas' });
    expect(box).toBeChecked();
    box.focus();
    expect(box).toHaveFocus();
  });
});
