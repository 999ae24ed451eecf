/**
 * The account details' avatar upload (spec 01 §2 "Account details: avatar upload", §5 Avatar:
 * images only "Only images!", under 5 MB "Less than 5MB!", §8 "Avatar uploaded successfully!",
 * "Error during uploading avatar!"; issue 14).
 */
import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { LIMITS, MESSAGES } from '@portal/shared';
import { Button, Upload } from 'antd';
import { isApiError } from '../../../../lib/errors';
import { toastError, toastSuccess } from '../../../../lib/feedback';
import { useUploadAccountAvatar } from '../../api/settings';

/** Whether a chosen file may be sent: an image under 5 MB; answers the message otherwise. */
export function avatarProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.onlyImages;
  if (file.size >= LIMITS.avatarMaxBytes) return MESSAGES.lessThan5Mb;
  return null;
}

/** "Change photo" button. */
export function AvatarUpload() {
  const upload = useUploadAccountAvatar();
  async function handleFile(file: File) {
    const problem = avatarProblem(file);
    if (problem) {
      toastError(problem);
      return;
    }
    try {
      await upload.mutateAsync(file);
      toastSuccess(MESSAGES.avatarUploaded);
    } catch (error) {
      toastError(isApiError(error) && error.status === 415 ? MESSAGES.onlyImages : MESSAGES.avatarUploadError);
    }
  }
  return (
    <Upload
      accept="image/*"
      showUploadList={false}
      beforeUpload={(file) => {
        void handleFile(file);
        return false;
      }}
    >
      <Button
        size="small"
        icon={upload.isPending ? <LoadingOutlined /> : <UploadOutlined />}
        disabled={upload.isPending}
      >
        Change photo
      </Button>
    </Upload>
  );
}
