import type { ExpertiseArea } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { passwordChecks } from './components/steps/DetailsSteps';
import { toggleCategory } from './components/steps/ProfileSteps';
import { stepIndex } from './steps';

const area: ExpertiseArea = {
  id: 1,
  name: 'Paediatrics',
  categories: [
    { id: 101, name: 'Early intervention', subCategories: [{ id: 102, name: 'Feeding' }] },
    { id: 103, name: 'Autism support' },
  ],
};

describe('onboarding logic', () => {
  it('finds the step of a path segment', () => {
    expect(stepIndex('org-details')).toBe(4);
    expect(stepIndex('nope')).toBe(-1);
  });

  it('unchecking a category drops its sub-categories', () => {
    const on = toggleCategory(area, toggleCategory(area, new Set(), 101), 102);
    expect([...on].sort()).toEqual([101, 102]);
    expect([...toggleCategory(area, on, 101)]).toEqual([]);
  });

  it('checks the password rules of the onboarding checklist', () => {
    expect(passwordChecks('short').map((c) => c.ok)).toEqual([false, false, false]);
    expect(passwordChecks('Longer#pass').every((c) => c.ok)).toBe(true);
  });
});
