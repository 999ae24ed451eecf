/**
 * Steps 6 and 7 of the onboarding wizard (spec 01 §2, §3 profileDetails and expertise areas, §5,
 * §8): "Set up your profile" (avatar upload with a spinner that disables Continue while uploading,
 * images only; description up to 600 characters with a counter) and "Areas of expertise" (a
 * category with sub-categories shows a plus icon; checking it reveals the sub-categories; selected
 * chips show a check; areas with none selected are left out of the payload).
 */
import { CheckOutlined, LoadingOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { type ExpertiseArea, LIMITS, MESSAGES } from '@portal/shared';
import { Button, Form, Input, Tag, Upload } from 'antd';
import { useState } from 'react';
import { UserAvatar } from '../../../../../components/UserAvatar';
import { toastError, toastSuccess } from '../../../../../lib/feedback';
import { useUploadAvatar } from '../../api/onboarding';
import { StepActions } from './StepActions';
import type { StepProps } from './step-types';

/** Step 6: Set up your profile. */
export function ProfileStep({ values, onSubmit, onBack, pending }: StepProps) {
  const upload = useUploadAvatar();
  const [imageUrl, setImageUrl] = useState(values.profileDetails.imageUrl);

  async function handleFile(file: File) {
    if (!file.type.startsWith('image/')) {
      toastError(MESSAGES.onlyImages);
      return;
    }
    if (file.size >= LIMITS.avatarMaxBytes) {
      toastError(MESSAGES.lessThan5Mb);
      return;
    }
    try {
      const { avatarUrl } = await upload.mutateAsync(file);
      setImageUrl(avatarUrl);
      toastSuccess(MESSAGES.avatarUploaded);
    } catch {
      toastError('Error when uploading avatar');
    }
  }

  return (
    <Form
      layout="vertical"
      initialValues={{ description: values.profileDetails.description ?? '' }}
      onFinish={(v: { description: string }) => onSubmit({ profileDetails: { description: v.description || null } })}
    >
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 24, flexWrap: 'wrap' }}>
        <UserAvatar firstName={values.firstName} lastName={values.lastName} avatarUrl={imageUrl} size={88} />
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            void handleFile(file);
            return false;
          }}
        >
          <Button
            icon={upload.isPending ? <LoadingOutlined /> : <UploadOutlined />}
            disabled={upload.isPending}
            aria-busy={upload.isPending}
          >
            {upload.isPending ? 'Uploading photo' : 'Upload a photo'}
          </Button>
        </Upload>
      </div>
      <Form.Item label="Profile description" name="description" rules={[{ max: 600 }]}>
        <Input.TextArea rows={6} maxLength={LIMITS.profileDescriptionMax} showCount />
      </Form.Item>
      <StepActions onBack={onBack} pending={pending} disabled={upload.isPending} />
    </Form>
  );
}

/** The selection after toggling category `id` of `area` (sub-categories go when their category goes). */
export function toggleCategory(area: ExpertiseArea, selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) {
    next.delete(id);
    const cat = area.categories.find((c) => c.id === id);
    for (const s of cat?.subCategories ?? []) next.delete(s.id);
  } else next.add(id);
  return next;
}

function Chip({
  checked,
  onToggle,
  children,
  plus,
}: {
  checked: boolean;
  onToggle: () => void;
  children: string;
  plus?: boolean;
}) {
  return (
    <Tag.CheckableTag
      checked={checked}
      onChange={onToggle}
      style={{ padding: '4px 12px', marginBottom: 8, border: '1px solid var(--border-subtle)', fontSize: 14 }}
    >
      {checked ? <CheckOutlined aria-hidden="true" /> : plus ? <PlusOutlined aria-hidden="true" /> : null} {children}
    </Tag.CheckableTag>
  );
}

/** Step 7: Areas of expertise (the last step: Finish ends the wizard). */
export function ExpertiseStep({ values, options, onSubmit, onBack, pending }: StepProps) {
  const [selected, setSelected] = useState<Set<number>>(
    () => new Set(values.expertiseAreas.flatMap((a) => a.categoryIds)),
  );
  return (
    <Form
      layout="vertical"
      onFinish={() =>
        onSubmit({
          expertiseAreas: options.expertiseAreas
            .map((area) => ({
              areaId: area.id,
              categoryIds: area.categories
                .flatMap((c) => [c.id, ...(c.subCategories ?? []).map((s) => s.id)])
                .filter((id) => selected.has(id)),
            }))
            .filter((a) => a.categoryIds.length > 0),
          completed: true,
        })
      }
    >
      <p>Choose the areas you practise in. This helps members and the association find you.</p>
      {options.expertiseAreas.map((area) => (
        <fieldset key={area.id} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontWeight: 600, fontSize: 16, marginBottom: 8 }}>{area.name}</legend>
          <div>
            {area.categories.map((cat) => (
              <span key={cat.id}>
                <Chip
                  checked={selected.has(cat.id)}
                  plus={!!cat.subCategories?.length}
                  onToggle={() => setSelected((s) => toggleCategory(area, s, cat.id))}
                >
                  {cat.name}
                </Chip>
                {selected.has(cat.id) && cat.subCategories?.length ? (
                  <fieldset
                    aria-label={`${cat.name} sub-categories`}
                    style={{ margin: '0 0 8px 24px', border: 0, padding: 0 }}
                  >
                    {cat.subCategories.map((sub) => (
                      <Chip
                        key={sub.id}
                        checked={selected.has(sub.id)}
                        onToggle={() => setSelected((s) => toggleCategory(area, s, sub.id))}
                      >
                        {sub.name}
                      </Chip>
                    ))}
                  </fieldset>
                ) : null}
              </span>
            ))}
          </div>
        </fieldset>
      ))}
      <StepActions onBack={onBack} pending={pending} label="Finish" />
    </Form>
  );
}
