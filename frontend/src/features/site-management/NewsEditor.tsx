import { lazy, Suspense, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { HtmlContent } from '../../entities/content';
import { serverFieldErrors, toastFailure } from '../../shared/api';
import { toast } from '../../shared/toast';
import { Button, Modal, Skeleton, TextField } from '../../shared/ui';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, uploadImage } from '../../shared/api';
import { useSaveNews } from './api/saveNews';
import { SITE_TEXT, fromLocalInput, toLocalInput, type AdminNews, type NewsDraft } from './model';
import styles from './SiteManagement.module.css';

// The editor (TipTap, ProseMirror) loads only when an admin opens a news item.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

const E = SITE_TEXT.editor;
type When = 'keep' | 'now' | 'schedule';
type Errors = Partial<Record<'title' | 'content' | 'image' | 'publishedAt', string>>;

function initialWhen(item: AdminNews | null): When {
  return item?.scheduled ? 'schedule' : 'keep';
}

/** Write or change a news item: title, cover, rich text with a preview, and when it is published. */
export function NewsEditor({
  item,
  open,
  onClose,
}: {
  item: AdminNews | null;
  open: boolean;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<NewsDraft>({
    title: item?.title ?? '',
    content: item?.content ?? '',
    image: item?.image ?? null,
  });
  const [when, setWhen] = useState<When>(initialWhen(item));
  const [at, setAt] = useState(toLocalInput(item?.scheduled ? item.publishedAt : null));
  const [preview, setPreview] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const [dirty, setDirty] = useState(false);
  const save = useSaveNews();
  const id = useId();
  const contentLabel = `${id}-content`;
  const published = item?.status === 'published';

  const change = (patch: Partial<NewsDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
  };

  const close = () => {
    if (dirty && !save.isPending && !window.confirm(E.unsaved)) return;
    onClose();
  };

  const onCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > IMAGE_MAX_BYTES) {
      setErrors((current) => ({ ...current, image: E.imageHint }));
      return;
    }
    setUploading(true);
    try {
      change({ image: await uploadImage(file) });
      setErrors((current) => ({ ...current, image: undefined }));
    } catch {
      // The upload's own error toast has told why.
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!draft.title.trim()) found.title = E.titleRequired;
    if (!draft.content.replace(/<[^>]*>/g, '').trim() && !draft.content.includes('<img'))
      found.content = E.contentRequired;
    const scheduledAt = when === 'schedule' ? fromLocalInput(at) : null;
    if (when === 'schedule' && !scheduledAt) found.publishedAt = E.dateRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const publishedAt = when === 'now' ? new Date().toISOString() : scheduledAt;
    try {
      await save.mutateAsync({
        id: item?.id ?? null,
        draft: { ...draft, title: draft.title.trim() },
        publishedAt,
      });
      toast.success(E.saved);
      setDirty(false);
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error) as Errors);
      toastFailure(error, 'Не удалось сохранить новость');
    }
  };

  const formId = `${id}-form`;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      size="large"
      title={item ? E.editTitle : E.createTitle}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={close}>
            {E.cancel}
          </Button>
          <Button type="submit" variant="primary" form={formId} disabled={save.isPending || uploading}>
            {save.isPending ? E.saving : E.save}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={E.title}
          required
          value={draft.title}
          maxLength={200}
          error={errors.title}
          onChange={(event) => change({ title: event.target.value })}
        />

        <div className={styles.field}>
          <span className={styles.label}>{E.image}</span>
          <div className={styles.cover}>
            {draft.image ? (
              <img src={draft.image} alt="" width={160} height={90} className={styles.coverImage} />
            ) : (
              <div className={styles.coverEmpty} aria-hidden="true" />
            )}
            <div className={styles.coverActions}>
              <label className={styles.fileButton}>
                {uploading ? E.uploading : E.uploadImage}
                <input
                  type="file"
                  accept={IMAGE_TYPES.join(',')}
                  className="visually-hidden"
                  onChange={(event) => void onCover(event)}
                />
              </label>
              {draft.image && (
                <Button type="button" size="small" onClick={() => change({ image: null })}>
                  {E.removeImage}
                </Button>
              )}
              <span className={styles.hint}>{E.imageHint}</span>
              {errors.image && <span className={styles.error}>{errors.image}</span>}
            </div>
          </div>
        </div>

        <div className={styles.field}>
          <div className={styles.fieldHead}>
            <span id={contentLabel} className={styles.label}>
              {E.content}
              <span className={styles.required} aria-hidden="true">
                *
              </span>
            </span>
            <div className={styles.segmented} role="group">
              <button type="button" aria-pressed={!preview} onClick={() => setPreview(false)}>
                {E.edit}
              </button>
              <button type="button" aria-pressed={preview} onClick={() => setPreview(true)}>
                {E.preview}
              </button>
            </div>
          </div>
          {preview ? (
            <div className={styles.preview}>
              <h2 className={styles.previewTitle}>{draft.title}</h2>
              <HtmlContent html={draft.content} />
            </div>
          ) : (
            <Suspense fallback={<Skeleton height={240} />}>
              <RichTextEditor
                value={draft.content}
                onChange={(content) => change({ content })}
                labelledBy={contentLabel}
                invalid={Boolean(errors.content)}
              />
            </Suspense>
          )}
          {errors.content && <span className={styles.error}>{errors.content}</span>}
        </div>

        <fieldset className={styles.when}>
          <legend className={styles.label}>{E.when}</legend>
          <label>
            <input
              type="radio"
              name={`${id}-when`}
              checked={when === 'keep'}
              onChange={() => {
                setWhen('keep');
                setDirty(true);
              }}
            />
            {published && !item?.scheduled ? 'Оставить опубликованной' : E.draftOnly}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-when`}
              checked={when === 'now'}
              onChange={() => {
                setWhen('now');
                setDirty(true);
              }}
            />
            {E.now}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-when`}
              checked={when === 'schedule'}
              onChange={() => {
                setWhen('schedule');
                setDirty(true);
              }}
            />
            {E.schedule}
          </label>
          <input
            type="datetime-local"
            aria-label={E.schedule}
            className={styles.input}
            value={at}
            disabled={when !== 'schedule'}
            onChange={(event) => {
              setAt(event.target.value);
              setDirty(true);
            }}
          />
          {errors.publishedAt && <span className={styles.error}>{errors.publishedAt}</span>}
        </fieldset>
      </form>
    </Modal>
  );
}
