/**
 * Tag picker of the authoring form (issue #5): choose existing tags, or type a new one and pick
 * 'Create tag "…"' to add it (POST /api/v1/admin/content/tags). An antd Form.Item control.
 */
import { Select } from 'antd';
import { useState } from 'react';
import { reportFailure, toastSuccess } from '../../../../lib/feedback';
import { useCreateTag, useTags } from '../api/taxonomy';
import { TEXT } from '../constants';

const CREATE = -1;

export interface TagSelectProps {
  value?: number[];
  onChange?(value: number[]): void;
  id?: string;
  disabled?: boolean;
}

export function TagSelect({ value = [], onChange, id, disabled }: TagSelectProps) {
  const tags = useTags();
  const createTag = useCreateTag();
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const exists = (tags.data ?? []).some((t) => t.label.toLowerCase() === typed.toLowerCase());
  const options = [
    ...(tags.data ?? []).map((t) => ({ value: t.id, label: t.label })),
    ...(typed && !exists && tags.data ? [{ value: CREATE, label: TEXT.createTag(typed) }] : []),
  ];

  async function handleChange(next: number[]) {
    if (!next.includes(CREATE)) {
      onChange?.(next);
      return;
    }
    const rest = next.filter((v) => v !== CREATE);
    try {
      const tag = await createTag.mutateAsync(typed);
      toastSuccess(TEXT.tagCreated(tag.label));
      onChange?.([...rest, tag.id]);
      setSearch('');
    } catch (error) {
      reportFailure(error);
    }
  }

  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      aria-label={TEXT.tags}
      placeholder="Choose or create tags"
      value={value}
      onChange={handleChange}
      options={options}
      loading={tags.isPending || createTag.isPending}
      disabled={disabled}
      showSearch={{ searchValue: search, onSearch: setSearch, optionFilterProp: 'label' }}
      notFoundContent={tags.isPending ? 'Loading…' : 'No tags'}
      style={{ width: '100%' }}
    />
  );
}
