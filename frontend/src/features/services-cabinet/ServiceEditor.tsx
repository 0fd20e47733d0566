import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { submitForm } from '../../shared/api';
import { bindText } from '../../shared/lib';
import { useServiceCategories } from '../../entities/content';
import {
  Field,
  Button,
  SidePanel,
  TextField,
  workspaceStyles as styles,
  TextAreaField,
  ImageListField,
  SelectField,
} from '../../shared/ui';
import { useSaveService } from './api/saveService';
import { useServiceStep } from './api/serviceStep';
import {
  EMPTY_FORM,
  PRICE_TYPE_LABELS,
  SERVICES_TEXT,
  type OwnService,
  type PriceType,
  type ServiceForm,
} from './model';

const E = SERVICES_TEXT.editor;

/** The service's editable fields, in the form's order (its images copied, not shared). */
function formOf(service: OwnService | null): ServiceForm {
  if (!service) return EMPTY_FORM;
  const fields = (Object.keys(EMPTY_FORM) as Array<keyof ServiceForm>).map((key) => [key, service[key]]);
  return { ...(Object.fromEntries(fields) as ServiceForm), images: [...service.images] };
}

/**
 * The supplier's form for a service: every field, images uploaded through the upload endpoint,
 * the server's Russian messages beside each field, and a guard against closing unsaved changes.
 */
export function ServiceEditor({
  service,
  open,
  onClose,
}: {
  service: OwnService | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveService();
  const step = useServiceStep();
  const categories = useServiceCategories();
  const initial = useMemo(() => formOf(service), [service]);
  const [form, setForm] = useState<ServiceForm>(initial);
  const [price, setPrice] = useState(initial.price === null ? '' : String(initial.price));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    setForm(initial);
    setPrice(initial.price === null ? '' : String(initial.price));
    setErrors({});
  }, [initial, open]);
  const current: ServiceForm = {
    ...form,
    price: price.trim() === '' ? null : Number(price.replace(',', '.').replace(/\s/g, '')),
  };
  const dirty = JSON.stringify(current) !== JSON.stringify(initial);
  const set = <K extends keyof ServiceForm>(key: K, value: ServiceForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const text = bindText(form, errors, set);

  const close = () => {
    if (dirty && !window.confirm(E.unsaved)) return;
    onClose();
  };
  const submit = async (event: FormEvent, thenSubmit: boolean) => {
    event.preventDefault();
    const send = async () => {
      const saved = await save.mutateAsync({ id: service?.id ?? null, form: current });
      if (thenSubmit && saved.status !== 'submitted')
        await step.mutateAsync({ id: saved.id, step: 'submit' });
    };
    await submitForm(send, {
      done: E.saved,
      failed: 'Не удалось сохранить услугу',
      setErrors,
      then: onClose,
    });
  };
  const roots = (categories.data ?? []).filter((c) => c.parentId === null);
  const childrenOf = (id: number) => (categories.data ?? []).filter((c) => c.parentId === id);

  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={service ? E.editTitle : E.createTitle}
    >
      <form
        className={styles.acceptForm}
        onSubmit={(event) => void submit(event, false)}
        noValidate
        aria-label={service ? E.editTitle : E.createTitle}
      >
        {service?.status === 'published' && <p className={styles.muted}>{E.publishedNote}</p>}
        <TextField label={E.name} required maxLength={200} {...text('name')} />
        <TextField label={E.shortDescription} maxLength={500} {...text('shortDescription')} />
        <Field label={E.category} error={errors.categoryId}>
          <select
            className={styles.input}
            value={form.categoryId ?? ''}
            onChange={(e) => set('categoryId', e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{SERVICES_TEXT.noCategory}</option>
            {roots.map((root) => [
              <option key={root.id} value={root.id}>
                {root.name}
              </option>,
              ...childrenOf(root.id).map((child) => (
                <option key={child.id} value={child.id}>
                  {'\u00a0\u00a0— '}
                  {child.name}
                </option>
              )),
            ])}
          </select>
        </Field>
        <div className={styles.row}>
          <SelectField
            label={E.priceType}
            value={form.priceType}
            onChange={(priceType) => set('priceType', priceType)}
            options={Object.entries(PRICE_TYPE_LABELS) as Array<[PriceType, string]>}
          />
          <TextField
            label={E.price}
            inputMode="decimal"
            value={price}
            error={errors.price ?? errors.priceType}
            onChange={(e) => setPrice(e.target.value)}
          />
          <TextField label={E.duration} maxLength={100} {...text('duration')} />
        </div>
        <TextField label={E.location} maxLength={300} {...text('location')} />
        <label className={styles.row}>
          <input
            type="checkbox"
            checked={form.isRemote}
            onChange={(e) => set('isRemote', e.target.checked)}
          />
          <span>{E.isRemote}</span>
        </label>
        <TextAreaField
          label={E.description}
          error={errors.description}
          rows={6}
          maxLength={20000}
          value={form.description}
          onChange={(value) => set('description', value)}
        />
        <TextAreaField
          label={E.requirements}
          rows={3}
          maxLength={5000}
          value={form.requirements}
          onChange={(value) => set('requirements', value)}
        />
        <ImageListField
          legend={E.images}
          images={form.images}
          onChange={(images) => set('images', images)}
          uploading={uploading}
          onUploading={setUploading}
          error={errors.images}
          max={10}
        />
        <div className={styles.row}>
          <Button type="submit" variant="primary" disabled={save.isPending || uploading}>
            {E.save}
          </Button>
          <Button
            disabled={save.isPending || uploading}
            onClick={(event) => void submit(event as unknown as FormEvent, true)}
          >
            {E.saveAndSubmit}
          </Button>
          <Button onClick={close}>{E.cancel}</Button>
        </div>
      </form>
    </SidePanel>
  );
}
