/**
 * The community admin area's Assets page ("Manage post assets"; spec 02 §2 Assets, §5 Asset, §6
 * assetsAll, §8 asset messages): folders as collapsible panels with file tables; a Folder button
 * creates a folder; upload a file or add a link; rename; delete; reorder folders and assets by drag
 * or with the Move up / Move down buttons (keyboard); a sort menu by creation date, description or
 * name. Editing or deleting files is offered only when the answer says so (Admin or WorkSpaceOwner).
 */
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FolderOutlined,
  HolderOutlined,
  LinkOutlined,
  LoadingOutlined,
  PlusOutlined,
  RightOutlined,
  SortAscendingOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { ASSET_MESSAGES, ASSET_UPLOAD_EXTENSIONS, type Asset, type AssetsFolder, isAssetLink } from '@portal/shared';
import {
  Button,
  Card,
  Dropdown,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { ResponsiveTable } from '../../../../components/ResponsiveTable';
import { type DragEvent, useState } from 'react';
import { CardSkeleton, QueryStateBody } from '../../../../components/QueryStateBody';
import { apiA } from '../../../../lib/api';
import { saveBlob } from '../../../../lib/download';
import { errorMessage } from '../../../../lib/errors';
import { toastError, toastSuccess } from '../../../../lib/feedback';
import { formatDateMedium, formatFileSize } from '../../../../lib/format';
import { useAssetFolders, useFolderAssets } from '../../../../data';
import { useAssetActions } from '../api/assets';

/** A button whose label may be long (a folder's name): it wraps within the row's width. */
const WRAPPING_BUTTON = { maxWidth: '100%', height: 'auto', whiteSpace: 'normal', textAlign: 'start' } as const;

type SortKey = 'order' | 'created' | 'description' | 'name';
type Actions = ReturnType<typeof useAssetActions>;

const SORTS: { key: SortKey; label: string }[] = [
  { key: 'order', label: 'Custom order' },
  { key: 'created', label: 'Creation date' },
  { key: 'description', label: 'Description' },
  { key: 'name', label: 'Name' },
];

/** Assets sorted by the menu's choice ('order' keeps the saved order). */
export function sortAssets(assets: Asset[], key: SortKey): Asset[] {
  const by = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '', 'en', { sensitivity: 'base' });
  const list = [...assets];
  if (key === 'created') list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  else if (key === 'description') list.sort((a, b) => by(a.description, b.description));
  else if (key === 'name') list.sort((a, b) => by(a.name, b.name));
  return list;
}

function NameDialog({
  title,
  initial,
  nameMessage,
  withLink,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: { name: string; description?: string | null; link?: string | null };
  nameMessage: string;
  withLink?: boolean;
  onSubmit: (v: { name: string; description: string; link?: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit(v);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={submit}
      okText="Save"
      okButtonProps={{ disabled: busy, icon: busy ? <LoadingOutlined /> : undefined }}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: nameMessage }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        {withLink && (
          <Form.Item
            name="link"
            label="Link"
            rules={[
              {
                validator: async (_, v: string) =>
                  void (isAssetLink(v ?? '') || Promise.reject(new Error(ASSET_MESSAGES.invalidLink))),
              },
            ]}
          >
            <Input inputMode="url" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function AddAssetDialog({ folder, actions, onClose }: { folder: AssetsFolder; actions: Actions; onClose: () => void }) {
  const [form] = Form.useForm();
  const [kind, setKind] = useState<'file' | 'link'>('file');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const submit = async () => {
    const v = await form.validateFields();
    const file = files[0]?.originFileObj;
    if (kind === 'file' && !file) return toastError(ASSET_MESSAGES.typeAndDataRequired);
    const data = new FormData();
    data.append('name', v.name);
    data.append('description', v.description);
    if (kind === 'link') data.append('link', v.link);
    else data.append('file', file as File);
    try {
      await actions.addAsset({ folderId: folder.id, form: data });
      toastSuccess(ASSET_MESSAGES.fileAdded);
      onClose();
    } catch (e) {
      toastError(`${ASSET_MESSAGES.addFileFailed} ${errorMessage(e)}`);
    }
  };
  return (
    <Modal
      open
      title={`Add to ${folder.name}`}
      onCancel={onClose}
      onOk={submit}
      okText="Add"
      okButtonProps={{ disabled: actions.isPending, icon: actions.isPending ? <LoadingOutlined /> : undefined }}
    >
      <Radio.Group
        value={kind}
        onChange={(e) => setKind(e.target.value)}
        options={[
          { value: 'file', label: 'File' },
          { value: 'link', label: 'Link' },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: ASSET_MESSAGES.nameRequired }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          rules={[{ required: true, whitespace: true, message: ASSET_MESSAGES.descriptionRequired }]}
        >
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        {kind === 'link' ? (
          <Form.Item
            name="link"
            label="Link"
            rules={[
              {
                validator: async (_, v: string) =>
                  void (isAssetLink(v ?? '') || Promise.reject(new Error(ASSET_MESSAGES.invalidLink))),
              },
            ]}
          >
            <Input inputMode="url" placeholder="https://" />
          </Form.Item>
        ) : (
          <Upload
            maxCount={1}
            fileList={files}
            beforeUpload={() => false}
            accept={ASSET_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
            onChange={({ fileList }) => {
              const f = fileList[fileList.length - 1];
              const ext = f?.name.split('.').pop()?.toLowerCase() ?? '';
              if (f && !(ASSET_UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) {
                toastError(ASSET_MESSAGES.typeNotAllowed);
                return setFiles([]);
              }
              if (f?.size && f.size > 5 * 1024 * 1024) {
                toastError(ASSET_MESSAGES.fileTooLarge);
                return setFiles([]);
              }
              setFiles(f ? [f] : []);
            }}
          >
            <Button icon={<UploadOutlined />}>Choose file</Button>
          </Upload>
        )}
      </Form>
    </Modal>
  );
}

function FolderTable({ folder, actions, sort }: { folder: AssetsFolder; actions: Actions; sort: SortKey }) {
  const assets = useFolderAssets(folder.communityId, folder.id);
  return (
    <QueryStateBody query={assets} skeletonRows={2}>
      {(data) => <FolderRows folder={folder} rows={sortAssets(data, sort)} actions={actions} sort={sort} />}
    </QueryStateBody>
  );
}

/** One folder's loaded assets: the table, the row actions and the rename dialog. */
function FolderRows({
  folder,
  rows,
  actions,
  sort,
}: {
  folder: AssetsFolder;
  rows: Asset[];
  actions: Actions;
  sort: SortKey;
}) {
  const [renaming, setRenaming] = useState<Asset | null>(null);
  const move = (a: Asset, delta: number) =>
    actions
      .reorderAssets({ folderId: folder.id, id: a.id, newOrder: a.order + delta })
      .catch((e) => toastError(`${ASSET_MESSAGES.reorderFailed}${errorMessage(e)}`));
  const open = async (a: Asset) => {
    if (!a.path) return;
    if (a.type === 1) return void window.open(a.path, '_blank', 'noopener');
    try {
      saveBlob(await apiA.get<Blob>(a.path, { responseType: 'blob', silent: true }), a.fileName ?? a.name);
    } catch (e) {
      toastError(`${ASSET_MESSAGES.downloadFailed}: ${errorMessage(e)}`);
    }
  };
  return (
    <>
      <ResponsiveTable<Asset>
        size="small"
        rowKey="id"
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No data" /> }}
        scroll={{ x: 560 }}
        columns={[
          {
            title: 'Name',
            dataIndex: 'name',
            render: (_, a) => (
              <span>
                {a.type === 1 ? <LinkOutlined aria-hidden /> : null} {a.name}
                {a.size ? <Typography.Text type="secondary"> · {formatFileSize(a.size)}</Typography.Text> : null}
              </span>
            ),
          },
          { title: 'Description', dataIndex: 'description', ellipsis: true },
          { title: 'Created', dataIndex: 'createdAt', width: 120, render: (v: string) => formatDateMedium(v) },
          {
            title: 'Actions',
            key: 'actions',
            width: 210,
            render: (_, a) => (
              <span style={{ display: 'flex', gap: 4 }}>
                <Button
                  size="small"
                  icon={a.type === 1 ? <LinkOutlined /> : <DownloadOutlined />}
                  aria-label={`${a.type === 1 ? 'Open' : 'Download'} ${a.name}`}
                  onClick={() => open(a)}
                />
                {sort === 'order' && folder.abilities.canManage && (
                  <>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={`Move ${a.name} up`}
                      disabled={a.order === 0 || actions.isPending}
                      onClick={() => move(a, -1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={`Move ${a.name} down`}
                      disabled={a.order === rows.length - 1 || actions.isPending}
                      onClick={() => move(a, 1)}
                    />
                  </>
                )}
                {a.abilities.canEdit && (
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`Rename ${a.name}`}
                    onClick={() => setRenaming(a)}
                  />
                )}
                {a.abilities.canDelete && (
                  <Popconfirm
                    title={`Delete ${a.name}?`}
                    onConfirm={() =>
                      actions
                        .deleteAsset(a.id)
                        .catch((e) => toastError(`${ASSET_MESSAGES.itemNotDeleted} ${errorMessage(e)}`))
                    }
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${a.name}`} />
                  </Popconfirm>
                )}
              </span>
            ),
          },
        ]}
      />
      {renaming && (
        <NameDialog
          title="Rename file"
          initial={{
            name: renaming.name,
            description: renaming.description,
            link: renaming.type === 1 ? renaming.path : undefined,
          }}
          nameMessage={ASSET_MESSAGES.fileNameRequired}
          withLink={renaming.type === 1}
          onClose={() => setRenaming(null)}
          onSubmit={(v) =>
            actions
              .renameAsset({ id: renaming.id, ...v })
              .then(() => toastSuccess(ASSET_MESSAGES.saved))
              .catch((e) => toastError(`${ASSET_MESSAGES.renameItemFailed} ${errorMessage(e)}`))
          }
        />
      )}
    </>
  );
}

interface FolderPanelProps {
  folder: AssetsFolder;
  index: number;
  count: number;
  actions: Actions;
  sort: SortKey;
  onMove: (id: number, newOrder: number) => void;
  onRename: () => void;
  onAdd: () => void;
  onDragStart: () => void;
  onDrop: (event: DragEvent) => void;
}

/** One folder: a header (drag handle, expand toggle, actions) and, when open, its file table. */
function FolderPanel({
  folder,
  index,
  count,
  actions,
  sort,
  onMove,
  onRename,
  onAdd,
  onDragStart,
  onDrop,
}: FolderPanelProps) {
  const [open, setOpen] = useState(false);
  const manage = folder.abilities.canManage;
  return (
    <li data-testid="asset-folder" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      <Card variant="borderless" size="small" styles={{ body: { padding: 12 } }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
          {manage && (
            // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer way; the Move up/down buttons are the keyboard way
            <span draggable onDragStart={onDragStart} style={{ cursor: 'grab', padding: 4 }} title="Drag to reorder">
              <HolderOutlined aria-hidden />
            </span>
          )}
          <Button
            type="text"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            icon={<RightOutlined aria-hidden rotate={open ? 90 : 0} />}
            style={{ fontWeight: 600 }}
          >
            <FolderOutlined aria-hidden />
            {folder.name}
          </Button>
          {folder.description && (
            <Typography.Text type="secondary" style={{ flex: '1 1 160px', minWidth: 0 }}>
              {folder.description}
            </Typography.Text>
          )}
          {manage && (
            <span style={{ display: 'flex', gap: 4, marginLeft: 'auto', flexWrap: 'wrap' }}>
              <Button
                size="small"
                icon={<ArrowUpOutlined aria-hidden />}
                aria-label={`Move folder ${folder.name} up`}
                disabled={index === 0 || actions.isPending}
                onClick={() => onMove(folder.id, index - 1)}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined aria-hidden />}
                aria-label={`Move folder ${folder.name} down`}
                disabled={index === count - 1 || actions.isPending}
                onClick={() => onMove(folder.id, index + 1)}
              />
              {/* A long folder name wraps inside the button on a phone instead of pushing it off screen. */}
              <Button size="small" icon={<UploadOutlined aria-hidden />} onClick={onAdd} style={WRAPPING_BUTTON}>
                {`Add file to ${folder.name}`}
              </Button>
              <Button
                size="small"
                icon={<EditOutlined aria-hidden />}
                aria-label={`Rename folder ${folder.name}`}
                onClick={onRename}
              />
              <Popconfirm
                title={`Delete ${folder.name} and its files?`}
                onConfirm={() =>
                  actions
                    .deleteFolder(folder.id)
                    .catch((e) => toastError(`${ASSET_MESSAGES.folderNotDeleted} ${errorMessage(e)}`))
                }
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Delete folder ${folder.name}`}
                />
              </Popconfirm>
            </span>
          )}
        </div>
        {open && (
          <div style={{ marginTop: 8 }}>
            <FolderTable folder={folder} actions={actions} sort={sort} />
          </div>
        )}
      </Card>
    </li>
  );
}

/** The page's content for community `communityId`. */
export function AssetsAdminView({ communityId }: { communityId: number }) {
  const folders = useAssetFolders(communityId);
  const actions = useAssetActions(communityId);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<AssetsFolder | null>(null);
  const [adding, setAdding] = useState<AssetsFolder | null>(null);
  const [sort, setSort] = useState<SortKey>('order');
  const [dragged, setDragged] = useState<number | null>(null);
  const canManage = folders.data?.some((f) => f.abilities.canManage) ?? true;

  const moveFolder = (id: number, newOrder: number) =>
    actions
      .reorderFolders({ id, newOrder })
      .catch((e) => toastError(`${ASSET_MESSAGES.reorderFailed}${errorMessage(e)}`));
  const dropOn = (target: AssetsFolder) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== target.id) void moveFolder(dragged, target.order);
    setDragged(null);
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
          Manage post assets
        </Typography.Title>
        <span style={{ display: 'flex', gap: 8 }}>
          <Dropdown
            trigger={['click']}
            menu={{
              items: SORTS.map((s) => ({ key: s.key, label: s.label })),
              selectable: true,
              selectedKeys: [sort],
              onClick: ({ key }) => setSort(key as SortKey),
            }}
          >
            <Button icon={<SortAscendingOutlined />}>{`Sort: ${SORTS.find((s) => s.key === sort)?.label}`}</Button>
          </Dropdown>
          {canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              Folder
            </Button>
          )}
        </span>
      </div>
      <QueryStateBody
        query={folders}
        skeleton={<CardSkeleton />}
        isEmpty={(data) => data.length === 0}
        empty={
          <Card variant="borderless">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No data" />
          </Card>
        }
      >
        {(data) => (
          <ul
            data-testid="asset-folders"
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}
          >
            {data.map((folder, index) => (
              <FolderPanel
                key={folder.id}
                folder={folder}
                index={index}
                count={data.length}
                actions={actions}
                sort={sort}
                onMove={moveFolder}
                onRename={() => setRenaming(folder)}
                onAdd={() => setAdding(folder)}
                onDragStart={() => setDragged(folder.id)}
                onDrop={dropOn(folder)}
              />
            ))}
          </ul>
        )}
      </QueryStateBody>
      {creating && (
        <NameDialog
          title="Create folder"
          initial={{ name: '' }}
          nameMessage={ASSET_MESSAGES.folderTitleRequired}
          onClose={() => setCreating(false)}
          onSubmit={(v) =>
            actions
              .createFolder(v)
              .then(() => toastSuccess(ASSET_MESSAGES.folderCreated))
              .catch((e) => toastError(`${ASSET_MESSAGES.createFolderFailed} ${errorMessage(e)}`))
          }
        />
      )}
      {renaming && (
        <NameDialog
          title="Rename folder"
          initial={{ name: renaming.name, description: renaming.description }}
          nameMessage={ASSET_MESSAGES.folderNameRequired}
          onClose={() => setRenaming(null)}
          onSubmit={(v) =>
            actions
              .renameFolder({ id: renaming.id, ...v })
              .then(() => toastSuccess(ASSET_MESSAGES.saved))
              .catch((e) => toastError(`${ASSET_MESSAGES.renameFolderFailed} ${errorMessage(e)}`))
          }
        />
      )}
      {adding && <AddAssetDialog folder={adding} actions={actions} onClose={() => setAdding(null)} />}
    </div>
  );
}
