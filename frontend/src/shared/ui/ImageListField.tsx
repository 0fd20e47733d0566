import { IMAGE_TYPES, serverMessage, uploadImage } from '../api';
import { toast } from '../toast';
import { Button } from './Button';
import styles from './Workspace.module.css';

/**
 * An editor's pictures (a product's, a service's): the thumbnails with «Убрать», a file input that
 * uploads one more, the server's message below. `reorder` adds «Раньше»/«Позже» (the first is the
 * main picture); `max` stops the input once there are that many.
 */
export function ImageListField({
  legend,
  images,
  onChange,
  uploading,
  onUploading,
  error,
  reorder,
  max,
}: {
  legend: string;
  images: readonly string[];
  onChange: (images: string[]) => void;
  uploading: boolean;
  onUploading: (busy: boolean) => void;
  error?: string | undefined;
  reorder?: boolean;
  max?: number;
}) {
  const add = async (file: File | undefined) => {
    if (!file) return;
    onUploading(true);
    try {
      onChange([...images, await uploadImage(file)]);
    } catch (failure) {
      toast.error(serverMessage(failure) ?? 'Не удалось загрузить изображение');
    } finally {
      onUploading(false);
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.row}>
        {images.map((url, index) => (
          <span key={url} className={styles.row}>
            <img src={url} alt="" width={64} height={48} />
            {reorder && (
              <>
                <Button aria-label="Раньше" disabled={index === 0} onClick={() => move(index, -1)}>
                  ←
                </Button>
                <Button
                  aria-label="Позже"
                  disabled={index === images.length - 1}
                  onClick={() => move(index, 1)}
                >
                  →
                </Button>
              </>
            )}
            <Button onClick={() => onChange(images.filter((_, i) => i !== index))}>Убрать</Button>
          </span>
        ))}
      </div>
      <input
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-label="Добавить изображение"
        disabled={uploading || (max !== undefined && images.length >= max)}
        onChange={(e) => void add(e.target.files?.[0])}
      />
      {error && <span role="alert">{error}</span>}
    </fieldset>
  );
}
