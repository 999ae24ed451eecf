/**
 * FAQ tab: the "Create frequently asked questions" editor (spec 02 §2, §4 FAQ blocks: new,
 * existing, edited, deleted (soft), restored; "No changes to save" when nothing changed; §5
 * "Please input the question!" / "Please input the answer!"; §7 GET/POST/PUT/DELETE admin/faq and
 * PUT admin/faq/{id}/restore; §8 texts). The member FAQ page reads the same items (GET faq).
 */
import { DeleteOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { type FaqItem, MANAGEMENT_MESSAGES } from '@portal/shared';
import { Alert, Button, Card, Empty, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryStateBody } from '../../../../../components/QueryStateBody';
import { isRichTextEmpty, RichTextEditor } from '../../../../../components/rich-text';
import { errorMessage } from '../../../../../lib/errors';
import { useAdminFaq, useFaqWrites } from '../../api/management';
import { toastError, toastSuccess } from '../../../../../lib/feedback';

type Block = { name: string; description: string };
type NewBlock = Block & { key: number };
type Errors = { name?: string; description?: string };

/** The errors of one block (spec 02 §5 FAQ), or null when valid. */
export function faqBlockErrors(b: Block): Errors | null {
  const e: Errors = {};
  if (!b.name.trim()) e.name = MANAGEMENT_MESSAGES.faqQuestionRequired;
  if (isRichTextEmpty(b.description)) e.description = MANAGEMENT_MESSAGES.faqAnswerRequired;
  return e.name || e.description ? e : null;
}

let nextKey = 1;

function BlockFields({
  label,
  value,
  errors,
  disabled,
  onChange,
}: {
  label: string;
  value: Block;
  errors?: Errors;
  disabled?: boolean;
  onChange(v: Block): void;
}) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input
        aria-label={`${label} question`}
        placeholder="Question"
        value={value.name}
        disabled={disabled}
        status={errors?.name ? 'error' : ''}
        onChange={(e) => onChange({ ...value, name: e.target.value })}
      />
      {errors?.name && <Typography.Text type="danger">{errors.name}</Typography.Text>}
      {disabled ? null : (
        <RichTextEditor
          aria-label={`${label} answer`}
          value={value.description}
          status={errors?.description ? 'error' : ''}
          onChange={(html) => onChange({ ...value, description: html })}
        />
      )}
      {errors?.description && <Typography.Text type="danger">{errors.description}</Typography.Text>}
    </Space>
  );
}

/** The FAQ tab: the editor once the items have loaded (skeleton, failure with retry before). */
export function FaqTab() {
  const faq = useAdminFaq();
  return (
    <QueryStateBody query={faq} loadFailed="Error during loading FAQ list." skeletonRows={8}>
      {(items) => <FaqEditor items={items} />}
    </QueryStateBody>
  );
}

/** The editor over the loaded items (deleted ones included, to restore). */
function FaqEditor({ items }: { items: FaqItem[] }) {
  const writes = useFaqWrites();
  const [drafts, setDrafts] = useState<Record<number, Block>>({});
  const [added, setAdded] = useState<NewBlock[]>([]);
  const [errors, setErrors] = useState<Record<string, Errors>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const saving = writes.create.isPending || writes.update.isPending;

  const changed = (item: FaqItem) => {
    const d = drafts[item.id];
    return d && !item.isDeleted && (d.name !== item.name || d.description !== item.description);
  };

  const save = async () => {
    const edits = items.filter(changed).map((i) => ({ id: i.id, ...drafts[i.id] }));
    if (edits.length === 0 && added.length === 0) {
      setNotice(MANAGEMENT_MESSAGES.noChangesToSave);
      return;
    }
    const found: Record<string, Errors> = {};
    for (const e of edits) {
      const err = faqBlockErrors(e);
      if (err) found[`id-${e.id}`] = err;
    }
    for (const b of added) {
      const err = faqBlockErrors(b);
      if (err) found[`new-${b.key}`] = err;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (added.length > 0)
        await writes.create.mutateAsync(added.map((b) => ({ name: b.name.trim(), description: b.description })));
      for (const e of edits) await writes.update.mutateAsync({ ...e, name: e.name.trim() });
      setAdded([]);
      setDrafts({});
      toastSuccess('Successfully saved');
    } catch (err) {
      toastError(`Error during saving: ${errorMessage(err)}`);
    }
  };

  return (
    <section aria-labelledby="faq-editor-title">
      <Typography.Title id="faq-editor-title" level={2} style={{ fontSize: 20, marginTop: 0 }}>
        Create frequently asked questions
      </Typography.Title>
      {items.length === 0 && added.length === 0 && <Empty description="There are no FAQ" />}
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {items.map((item, i) => (
          <Card
            key={item.id}
            size="small"
            title={
              <Space>
                <span>Question {i + 1}</span>
                {item.isDeleted && <Tag>Deleted</Tag>}
              </Space>
            }
            extra={
              item.isDeleted ? (
                <Button
                  icon={<UndoOutlined />}
                  aria-label={`Restore ${item.name}`}
                  loading={writes.restore.isPending && writes.restore.variables === item.id}
                  onClick={() =>
                    writes.restore.mutate(item.id, {
                      onSuccess: () => toastSuccess('Successfuly restored'),
                      onError: (e) => toastError(`Error during restoring: ${errorMessage(e)}`),
                    })
                  }
                >
                  Restore
                </Button>
              ) : (
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete ${item.name}`}
                  loading={writes.remove.isPending && writes.remove.variables === item.id}
                  onClick={() =>
                    writes.remove.mutate(item.id, {
                      onSuccess: () => toastSuccess('Successfuly deleted'),
                      onError: (e) => toastError(`Error during deleting: ${errorMessage(e)}`),
                    })
                  }
                >
                  Delete
                </Button>
              )
            }
          >
            <BlockFields
              label={`Question ${i + 1}`}
              value={drafts[item.id] ?? { name: item.name, description: item.description }}
              errors={errors[`id-${item.id}`]}
              disabled={item.isDeleted}
              onChange={(v) => {
                setDrafts((d) => ({ ...d, [item.id]: v }));
                setNotice(null);
              }}
            />
          </Card>
        ))}
        {added.map((b, i) => (
          <Card
            key={b.key}
            size="small"
            title={`New question ${i + 1}`}
            extra={
              <Button
                icon={<DeleteOutlined />}
                aria-label={`Discard new question ${i + 1}`}
                onClick={() => setAdded((list) => list.filter((x) => x.key !== b.key))}
              >
                Discard
              </Button>
            }
          >
            <BlockFields
              label={`New question ${i + 1}`}
              value={b}
              errors={errors[`new-${b.key}`]}
              onChange={(v) => {
                setAdded((list) => list.map((x) => (x.key === b.key ? { ...x, ...v } : x)));
                setNotice(null);
              }}
            />
          </Card>
        ))}
      </Space>
      {notice && <Alert type="info" showIcon message={notice} style={{ marginTop: 16 }} />}
      <Space wrap style={{ marginTop: 16 }}>
        <Button
          icon={<PlusOutlined />}
          onClick={() => {
            setAdded((list) => [...list, { key: nextKey++, name: '', description: '' }]);
            setNotice(null);
          }}
        >
          Add question
        </Button>
        <Button type="primary" onClick={save} loading={saving}>
          Save
        </Button>
      </Space>
    </section>
  );
}
