import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, serverFieldErrors, uploadImage } from '../../shared/api';
import { toast } from '../../shared/toast';
import { Button, TextField } from '../../shared/ui';
import { useCategoryChange, type CategoryChange } from './api/changeCategory';
import { CATEGORY_TEXT as T, type AdminCategory, type CategoryNode } from './model';
import styles from './CategoryAdmin.module.css';

/** Runs a change; a refusal (the server's reason) is returned for the form to show. */
export function useRun() {
  const change = useCategoryChange();
  const run = async (
    next: CategoryChange,
    success: string,
  ): Promise<{ message: string; fields: Record<string, string> } | null> => {
    try {
      await change.mutateAsync(next);
      toast.success(success);
      return null;
    } catch (error) {
      const message = error instanceof Error ? error.message : T.refused;
      toast.error(message, T.refused);
      return { message, fields: serverFieldErrors(error) };
    }
  };
  return { run, pending: change.isPending };
}

function Picture({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > IMAGE_MAX_BYTES) {
      toast.error('PNG, JPEG или WebP до 5 МБ');
      return;
    }
    setBusy(true);
    await uploadImage(file).then(onChange, () => undefined);
    setBusy(false);
  };
  return (
    <div className={styles.picture}>
      <span className={styles.label}>{label}</span>
      {value ? (
        <img src={value} alt="" width={64} height={64} className={styles.thumb} />
      ) : (
        <span className={styles.thumbEmpty} aria-hidden="true" />
      )}
      <label className={styles.fileButton}>
        {busy ? '...' : T.upload}
        <input
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="visually-hidden"
          aria-label={`${label}: ${T.upload}`}
          onChange={(event) => void pick(event)}
        />
      </label>
      {value && (
        <Button type="button" size="small" onClick={() => onChange(null)}>
          {T.clear}
        </Button>
      )}
    </div>
  );
}

/** Name, address, pictures and the name-filter items of one category. */
export function CategoryEditor({ node }: { node: CategoryNode }) {
  const { run, pending } = useRun();
  const [name, setName] = useState(node.name);
  const [slug, setSlug] = useState(node.slug);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [filterName, setFilterName] = useState('');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = await run(
      { kind: 'rename', id: node.id, name: name.trim(), slug: slug.trim() || undefined },
      T.saved,
    );
    setErrors(refusal?.fields ?? {});
  };
  const setPicture = (patch: Partial<Pick<AdminCategory, 'image' | 'icon'>>) =>
    void run(
      {
        kind: 'image',
        id: node.id,
        image: patch.image !== undefined ? patch.image : node.image,
        icon: patch.icon !== undefined ? patch.icon : node.icon,
      },
      T.saved,
    );
  const addFilter = async (event: FormEvent) => {
    event.preventDefault();
    if (!filterName.trim()) return;
    const refusal = await run(
      { kind: 'create', name: filterName.trim(), parentId: node.id, isNameFilter: true },
      T.created,
    );
    if (!refusal) setFilterName('');
  };
  const moveFilter = (index: number, by: -1 | 1) => {
    const ids = node.filters.map((filter) => filter.id);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    void run({ kind: 'reorder', parentId: node.id, orderedIds: ids }, T.reordered);
  };

  return (
    <div className={styles.editor}>
      <h3 className={styles.editorTitle}>{T.editTitle(node.name)}</h3>
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label={T.name}
          required
          value={name}
          maxLength={120}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={T.slug}
          hint={T.slugHint}
          value={slug}
          maxLength={120}
          error={errors.slug}
          onChange={(event) => setSlug(event.target.value)}
        />
        <div className={styles.formActions}>
          <Button
            type="submit"
            variant="primary"
            disabled={pending || (name === node.name && slug === node.slug)}
          >
            {T.save}
          </Button>
        </div>
      </form>
      <div className={styles.pictures}>
        <Picture label={T.image} value={node.image} onChange={(image) => setPicture({ image })} />
        <Picture label={T.icon} value={node.icon} onChange={(icon) => setPicture({ icon })} />
      </div>
      <section aria-labelledby={`filters-${node.id}`} className={styles.filters}>
        <h4 id={`filters-${node.id}`} className={styles.label}>
          {T.filters}
        </h4>
        <p className={styles.hint}>{T.filtersHint}</p>
        {node.filters.length > 0 && (
          <ol className={styles.filterList}>
            {node.filters.map((filter, index) => (
              <li key={filter.id}>
                <span>{filter.name}</span>
                <span className={styles.rowActions}>
                  <Button
                    size="small"
                    aria-label={`${T.moveUp}: ${filter.name}`}
                    disabled={index === 0 || pending}
                    onClick={() => moveFilter(index, -1)}
                  >
                    <ArrowUp size={14} aria-hidden="true" />
                  </Button>
                  <Button
                    size="small"
                    aria-label={`${T.moveDown}: ${filter.name}`}
                    disabled={index === node.filters.length - 1 || pending}
                    onClick={() => moveFilter(index, 1)}
                  >
                    <ArrowDown size={14} aria-hidden="true" />
                  </Button>
                  <Button
                    size="small"
                    aria-label={`${T.remove}: ${filter.name}`}
                    disabled={pending}
                    onClick={() =>
                      window.confirm(T.confirmRemove(filter.name)) &&
                      void run({ kind: 'delete', id: filter.id }, T.removed)
                    }
                  >
                    <Trash2 size={14} aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        )}
        <form className={styles.inlineForm} onSubmit={(event) => void addFilter(event)}>
          <input
            className={styles.input}
            aria-label={T.newFilter}
            placeholder={T.newFilter}
            value={filterName}
            maxLength={120}
            onChange={(event) => setFilterName(event.target.value)}
          />
          <Button type="submit" size="small" disabled={pending || !filterName.trim()}>
            <Plus size={14} aria-hidden="true" /> {T.addFilter}
          </Button>
        </form>
      </section>
    </div>
  );
}
