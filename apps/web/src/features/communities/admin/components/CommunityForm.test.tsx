/**
 * The community form (spec 02 §4 privacy rules, §5 Community): its pure helpers (moved here from
 * CommunityForm.test.ts) and the form as a user meets it: messages and the multipart body.
 */
import { COMMUNITY_FORM_MESSAGES } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { communityCategory, postTag } from '../../../../test/fixtures/communities';
import { renderWithProviders } from '../../../../test/render';
import { aliasOf, CommunityForm, type CommunityFormProps, type CommunityFormValues, toFormData } from './CommunityForm';

const category = communityCategory;
const tag = postTag;

function renderForm(props: Partial<CommunityFormProps> = {}) {
  const onSubmit = vi.fn<(form: FormData) => void>();
  const view = renderWithProviders(
    <CommunityForm
      mode="create"
      categories={[category]}
      tags={[tag]}
      onSubmit={onSubmit}
      submitLabel="Create"
      {...props}
    />,
  );
  const submit = () => view.user.click(screen.getByRole('button', { name: props.submitLabel ?? 'Create' }));
  return { ...view, onSubmit, submit };
}

/** The submitted FormData as [name, value] pairs (a file by its name). */
function submitted(onSubmit: ReturnType<typeof renderForm>['onSubmit']): [string, string][] {
  const form = onSubmit.mock.calls[0][0];
  return [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);
}

describe('CommunityForm', () => {
  it("shows the spec's messages for a create without anything filled", async () => {
    const { submit, onSubmit } = renderForm();
    await submit();
    expect(await screen.findByText(COMMUNITY_FORM_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(COMMUNITY_FORM_MESSAGES.aliasRequired)).toBeInTheDocument();
    expect(screen.getByText(COMMUNITY_FORM_MESSAGES.shortDescriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(COMMUNITY_FORM_MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for an image on create even when the fields are valid', async () => {
    const { user, submit, onSubmit } = renderForm({ initial: { categoryIds: [3] } });
    await user.type(screen.getByLabelText('Community name'), 'Hand Therapy');
    await user.type(screen.getByLabelText('Short description'), 'Splints and more');
    await submit();
    expect(await screen.findByText(COMMUNITY_FORM_MESSAGES.imageRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses spaces in the alias and an alias another community uses', async () => {
    const aliasExists = vi.fn(async (alias: string) => alias === 'taken');
    const { user } = renderForm({ aliasExists });
    const alias = screen.getByLabelText('Alias');
    await user.type(alias, 'two words');
    await user.tab();
    expect(await screen.findByText(COMMUNITY_FORM_MESSAGES.aliasSpaces)).toBeInTheDocument();
    await user.clear(alias);
    await user.type(alias, 'taken');
    await user.tab();
    expect(await screen.findByText(COMMUNITY_FORM_MESSAGES.aliasExists)).toBeInTheDocument();
    expect(aliasExists).toHaveBeenCalledWith('taken');
  });

  it('reads a failed alias check as taken (spec 02 §5)', async () => {
    const { user } = renderForm({ aliasExists: () => Promise.reject(new Error('offline')) });
    await user.type(screen.getByLabelText('Alias'), 'fresh');
    await user.tab();
    expect(await screen.findByText(COMMUNITY_FORM_MESSAGES.aliasExists)).toBeInTheDocument();
  });

  it('derives the alias from the name, applies the privacy rules, and hands over the multipart body', async () => {
    const { user, submit, onSubmit, container } = renderForm({ initial: { categoryIds: [3], tagsId: [7] } });
    await user.type(screen.getByLabelText('Community name'), 'Hand Therapy & Splints');
    expect(screen.getByLabelText('Alias')).toHaveValue('hand-therapy-splints');
    await user.type(screen.getByLabelText('Short description'), 'Splints and more');
    await user.click(screen.getByRole('radio', { name: 'Private' }));
    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['png'], 'cover.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('button', { name: /Image: cover\.png/ })).toBeInTheDocument();
    await submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted(onSubmit)).toEqual([
      ['name', 'Hand Therapy & Splints'],
      ['alias', 'hand-therapy-splints'],
      ['shortDescription', 'Splints and more'],
      ['categoryIds', '3'],
      ['tagsId', '7'],
      ['isPublic', 'false'],
      ['isVisible', 'true'],
      ['isAutoJoin', 'false'],
      ['isRequirePostApproval', 'false'],
      ['pushToWebsite', 'false'],
      ['aliveStartDate', ''],
      ['aliveEndDate', ''],
      ['archivedDate', ''],
      ['imageFile', 'file:cover.png'],
    ]);
  });

  it('on edit sends no alias when it is unchanged and says an emptied segment list', async () => {
    const { submit, onSubmit } = renderForm({
      mode: 'edit',
      submitLabel: 'Save',
      segments: [{ categoryName: 'Membership', segments: [{ segmentId: 4, segmentName: 'Students' }] }],
      initial: {
        name: 'Hand Therapy',
        alias: 'hand-therapy',
        shortDescription: 'Splints',
        categoryIds: [3],
        isPublic: true,
        segmentIds: [],
      },
    });
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const pairs = submitted(onSubmit);
    expect(pairs.find(([k]) => k === 'alias')).toBeUndefined();
    expect(pairs).toContainEqual(['isSetSegmentIdsEmpty', 'true']);
  });
});

const logicValues: CommunityFormValues = {
  name: 'Mental Health OTs',
  alias: 'mental-health-ots',
  shortDescription: 'Practice talk',
  categoryIds: [3, 4],
  tagsId: [7],
  isPublic: false,
  isVisible: true,
  isAutoJoin: true,
  isRequirePostApproval: true,
  pushToWebsite: false,
  aliveStartDate: dayjs('2030-01-02T00:00:00Z'),
  aliveEndDate: null,
  segmentIds: [],
};

describe('community form (spec 02 §4, §5 Community)', () => {
  it('derives the alias from the name: lower case, no spaces, at most 150 characters', () => {
    expect(aliasOf('  Hand Therapy & Splinting  ')).toBe('hand-therapy-splinting');
    expect(aliasOf('x'.repeat(200))).toHaveLength(150);
  });

  it('sends the privacy rules applied: a private community never auto-joins', () => {
    const fd = toFormData(logicValues, null);
    expect(fd.get('isAutoJoin')).toBe('false');
    expect(fd.getAll('categoryIds')).toEqual(['3', '4']);
    expect(fd.get('aliveStartDate')).toBe('2030-01-02T00:00:00.000Z');
    expect(fd.get('aliveEndDate')).toBe('');
  });

  it('sends the planned archive date as the start of its day, empty to clear it, and none once archived', () => {
    const planned = dayjs('2030-03-04T15:30:00');
    expect(toFormData({ ...logicValues, archivedDate: planned }, null).get('archivedDate')).toBe(
      planned.startOf('day').toISOString(),
    );
    expect(toFormData({ ...logicValues, archivedDate: null }, null).get('archivedDate')).toBe('');
    const archived = toFormData({ ...logicValues, archivedDate: planned }, null, 'mental-health-ots', 'edit', true);
    expect(archived.has('archivedDate')).toBe(false);
  });

  it('a public community is visible; the alias goes only when it changed', () => {
    const fd = toFormData({ ...logicValues, isPublic: true, isVisible: false }, null, 'mental-health-ots');
    expect(fd.get('isVisible')).toBe('true');
    expect(fd.get('isAutoJoin')).toBe('true');
    expect(fd.has('alias')).toBe(false);
    expect(toFormData({ ...logicValues, alias: 'mh-ots' }, null, 'mental-health-ots').get('alias')).toBe('mh-ots');
  });
});

describe('community form segments (spec 02 §5: isSetSegmentIdsEmpty on edit)', () => {
  it('sends the chosen segments; on edit an empty list sends isSetSegmentIdsEmpty=true, on create nothing', () => {
    const withSegments = toFormData({ ...logicValues, segmentIds: [5, 9] }, null, 'mental-health-ots', 'edit');
    expect(withSegments.getAll('segmentIds')).toEqual(['5', '9']);
    expect(withSegments.has('isSetSegmentIdsEmpty')).toBe(false);
    expect(
      toFormData({ ...logicValues, segmentIds: [] }, null, 'mental-health-ots', 'edit').get('isSetSegmentIdsEmpty'),
    ).toBe('true');
    expect(toFormData({ ...logicValues, segmentIds: [] }, null, undefined, 'create').has('isSetSegmentIdsEmpty')).toBe(
      false,
    );
  });
});

describe('community form segments not offered', () => {
  it('without the segments field an edit keeps the stored segments (no isSetSegmentIdsEmpty)', () => {
    const { segmentIds: _omit, ...rest } = logicValues;
    const fd = toFormData(rest as CommunityFormValues, null, 'mental-health-ots', 'edit');
    expect(fd.has('isSetSegmentIdsEmpty')).toBe(false);
    expect(fd.getAll('segmentIds')).toEqual([]);
  });
});
