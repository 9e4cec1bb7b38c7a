import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  allErrors,
  fieldError,
  REQUIREMENT_FIELDS,
  type RequirementField,
} from '../style-guide/requirement-fields.ts';
import { renderAdminPage } from '../testing/render-admin-page.tsx';
import { TestRequirementFieldsPage } from './test-requirement-fields-page.tsx';

const slow = { timeout: 3_000 };
const field = (name: string) => REQUIREMENT_FIELDS.find((f) => f.name === name) as RequirementField;
const NOW = Date.parse('2026-06-01T12:00:00Z');

describe('requirement rules', () => {
  it('use the domain schemas: required, optional and the rules across fields', () => {
    expect(fieldError(field('eventName'), { eventName: 'ab' })).toBe('validation.event.name.too_short');
    expect(fieldError(field('eventName'), { eventName: 'Roda' })).toBeNull();
    expect(fieldError(field('description'), {})).toBeNull();
    expect(fieldError(field('capacity'), { capacity: '0' })).toBe('validation.event.capacity.invalid');
    expect(fieldError(field('capacity'), { capacity: 'dez' })).toBe('validation.event.capacity.invalid');
    expect(fieldError(field('priority'), { priority: '101' })).toBe('validation.theme.priority.range');
    expect(fieldError(field('priority'), {})).toBeNull();
    expect(fieldError(field('themeName'), { themeName: 'N' })).toBe('validation.theme.name.too_short');
    expect(fieldError(field('baseColor'), { baseColor: 'var(--primary)' })).toBe(
      'validation.theme.color.invalid',
    );
    expect(fieldError(field('baseColor'), { baseColor: '262 52% 47%' })).toBeNull();
    expect(fieldError(field('startDatetime'), { startDatetime: '' }, NOW)).toBe(
      'validation.event.start.required',
    );
    expect(fieldError(field('startDatetime'), { startDatetime: '2026-05-01T10:00' }, NOW)).toBe(
      'validation.event.start.past',
    );
    expect(
      fieldError(
        field('endDatetime'),
        { startDatetime: '2026-07-01T10:00', endDatetime: '2026-07-01T09:00' },
        NOW,
      ),
    ).toBe('validation.event.end.before_start');
    expect(Object.keys(allErrors({}, NOW))).toEqual([
      'eventName',
      'startDatetime',
      'endDatetime',
      'themeName',
      'baseColor',
    ]);
  });
});

describe('TestRequirementFieldsPage', () => {
  it('says what each field requires, checks all on submit and keeps what was typed', async () => {
    renderAdminPage('/admin/test-requirement-fields', <TestRequirementFieldsPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teste de campos obrigatórios' }, slow),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Obrigatório')).toHaveLength(5);
    expect(screen.getAllByText('Opcional')).toHaveLength(3);
    expect(
      screen.getByText('obrigatório; de 3 a 120 caracteres, sem contar espaços nas pontas.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nome deve ter pelo menos 2 caracteres')).toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: 'Nome do evento' });
    fireEvent.change(name, { target: { value: 'ab' } });
    expect(name).toHaveAccessibleDescription('O nome do evento deve ter pelo menos 3 caracteres.');

    fireEvent.click(screen.getByRole('button', { name: 'Validar tudo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Campos com problema: 5.');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('ab');
    expect(screen.getByRole('textbox', { name: 'Cor base' })).toHaveAccessibleDescription('Cor inválida.');
    expect(screen.getByRole('textbox', { name: 'Prioridade' })).not.toHaveAccessibleDescription(
      'A prioridade deve ser um número de 0 a 100.',
    );
  });
});
