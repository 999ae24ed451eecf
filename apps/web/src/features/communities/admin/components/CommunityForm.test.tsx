/** The community form as a user meets it (spec 02 §4 privacy rules, §5 Community): messages and the multipart body. */
import { CategorySchema, COMMUNITY_FORM_MESSAGES, PostTagSchema } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixture } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { CommunityForm, type CommunityFormProps } from './CommunityForm';

const category = fixture(CategorySchema, {
  id: 3,
  name: 'Practice areas',
  description: null,
  color: '#336699',
  parentCategoryId: null,
  subCategoriesCount: 0,
  communityCount: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  createdByUserId: null,
  subCategories: [],
});
const tag = fixture(PostTagSchema, { id: 7, name: 'Paediatrics', countOfPosts: 4 });

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
