import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ContactType, ContactsPage, GuidePage, HomePage } from '../../entities/content';
import { serverFieldErrors, toastFailure, type ApiSchema } from '../../shared/api';
import { toast } from '../../shared/toast';
import { Button, Skeleton, StateMessage, TextField } from '../../shared/ui';
import { useAdminPage } from './api/getAdminPage';
import { useSavePage } from './api/savePage';
import { PageHistory } from './PageHistory';
import { SITE_TEXT, type PageSlug } from './model';
import styles from './SiteManagement.module.css';

const RichTextEditor = lazy(() => import('./RichTextEditor'));
const P = SITE_TEXT.pages;
const CONTACT_TYPES = ['Адрес', 'Телефон', 'Email', 'Режим работы'] as const;

/** A page's form: loads the stored content, saves it whole, shows the server's field messages. */
/** A page's editor: `C` is the page as the server answers it, `I` what a save sends. */
function PageForm<C, I = C>({
  slug,
  children,
}: {
  slug: PageSlug;
  children: (content: C, save: (next: I) => Promise<Record<string, string>>, saving: boolean) => ReactNode;
}) {
  const page = useAdminPage<C>(slug);
  const mutation = useSavePage<I>(slug);
  const save = async (next: I): Promise<Record<string, string>> => {
    try {
      await mutation.mutateAsync(next);
      toast.success(P.saved);
      return {};
    } catch (error) {
      toastFailure(error, 'Не удалось сохранить страницу');
      return serverFieldErrors(error);
    }
  };
  return (
    <div className={styles.pageLayout}>
      <div className={styles.panel}>
        {page.isPending ? (
          <div role="status" className={styles.loading}>
            <span className="visually-hidden">{P.loading}</span>
            <Skeleton height={36} />
            <Skeleton height={96} />
          </div>
        ) : page.isError ? (
          <StateMessage
            kind="error"
            title={P.loadError}
            action={<Button onClick={() => void page.refetch()}>Повторить</Button>}
          />
        ) : (
          // Remounted when the stored content changes (a restore), so the form shows it.
          <div key={JSON.stringify(page.data)}>{children(page.data, save, mutation.isPending)}</div>
        )}
      </div>
      <PageHistory slug={slug} />
    </div>
  );
}

function TextArea({
  label,
  value,
  onChange,
  error,
  rows = 3,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  rows?: number;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={rows}
        value={value}
        aria-invalid={Boolean(error) || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <span className={styles.error}>{error}</span>}
    </div>
  );
}

function SaveBar({ saving }: { saving: boolean }) {
  return (
    <div className={styles.saveBar}>
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? P.saving : P.save}
      </Button>
    </div>
  );
}

const blank = (value: string) => value.trim() === '';

function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

function MoveButtons({
  index,
  count,
  onMove,
}: {
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <>
      <Button
        type="button"
        size="small"
        aria-label={P.moveUp}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp size={14} aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="small"
        aria-label={P.moveDown}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown size={14} aria-hidden="true" />
      </Button>
    </>
  );
}

/** The home banner and its three advantage cards. */
export function HomeEditor() {
  return (
    <PageForm<HomePage> slug="home">
      {(stored, save, saving) => <HomeForm stored={stored} save={save} saving={saving} />}
    </PageForm>
  );
}

function HomeForm({
  stored,
  save,
  saving,
}: {
  stored: HomePage;
  save: (next: HomePage) => Promise<Record<string, string>>;
  saving: boolean;
}) {
  const [page, setPage] = useState<HomePage>(stored);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (blank(page.banner.title)) found['banner.title'] = P.required;
    page.advantages.forEach((advantage, index) => {
      if (blank(advantage.title)) found[`advantages.${index}.title`] = P.required;
    });
    setErrors(found);
    if (Object.keys(found).length === 0) setErrors(await save(page));
  };
  const setAdvantage = (index: number, patch: Partial<HomePage['advantages'][number]>) =>
    setPage((current) => ({
      ...current,
      advantages: current.advantages.map((a, i) => (i === index ? { ...a, ...patch } : a)),
    }));
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={P.bannerTitle}
        required
        value={page.banner.title}
        error={errors['banner.title']}
        onChange={(event) => setPage({ ...page, banner: { ...page.banner, title: event.target.value } })}
      />
      <TextArea
        label={P.bannerDescription}
        value={page.banner.description}
        onChange={(description) => setPage({ ...page, banner: { ...page.banner, description } })}
      />
      <div className={styles.grid3}>
        {page.advantages.map((advantage, index) => (
          <fieldset key={index} className={styles.group}>
            <legend className={styles.label}>{P.advantage(index + 1)}</legend>
            <TextField
              label={P.advantageTitle}
              required
              value={advantage.title}
              error={errors[`advantages.${index}.title`]}
              onChange={(event) => setAdvantage(index, { title: event.target.value })}
            />
            <TextArea
              label={P.advantageDescription}
              value={advantage.description}
              onChange={(description) => setAdvantage(index, { description })}
            />
          </fieldset>
        ))}
      </div>
      <SaveBar saving={saving} />
    </form>
  );
}

/** The user guide: title, description and its sections of rich text. */
export function GuideEditor() {
  return (
    <PageForm<GuidePage> slug="guide">
      {(stored, save, saving) => <GuideForm stored={stored} save={save} saving={saving} />}
    </PageForm>
  );
}

function GuideForm({
  stored,
  save,
  saving,
}: {
  stored: GuidePage;
  save: (next: GuidePage) => Promise<Record<string, string>>;
  saving: boolean;
}) {
  const [page, setPage] = useState<GuidePage>(stored);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (blank(page.title)) found.title = P.required;
    page.sections.forEach((section, index) => {
      if (blank(section.title)) found[`sections.${index}.title`] = P.required;
      if (blank(section.content.replace(/<[^>]*>/g, ''))) found[`sections.${index}.content`] = P.required;
    });
    setErrors(found);
    if (Object.keys(found).length === 0) setErrors(await save(page));
  };
  const setSection = (index: number, patch: Partial<GuidePage['sections'][number]>) =>
    setPage((current) => ({
      ...current,
      sections: current.sections.map((s, i) => (i === index ? { ...s, ...patch } : s)),
    }));
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={P.pageTitle}
        required
        value={page.title}
        error={errors.title}
        onChange={(event) => setPage({ ...page, title: event.target.value })}
      />
      <TextArea
        label={P.pageDescription}
        value={page.description}
        onChange={(description) => setPage({ ...page, description })}
      />
      <h3 className={styles.subheading}>{P.sections}</h3>
      {page.sections.map((section, index) => (
        <fieldset key={index} className={styles.group}>
          <legend className={styles.label}>{P.section(index + 1)}</legend>
          <div className={styles.groupActions}>
            <MoveButtons
              index={index}
              count={page.sections.length}
              onMove={(by) => setPage({ ...page, sections: move(page.sections, index, by) })}
            />
            <Button
              type="button"
              size="small"
              onClick={() => setPage({ ...page, sections: page.sections.filter((_, i) => i !== index) })}
            >
              <Trash2 size={14} aria-hidden="true" /> {P.removeSection}
            </Button>
          </div>
          <TextField
            label={P.sectionTitle}
            required
            value={section.title}
            error={errors[`sections.${index}.title`]}
            onChange={(event) => setSection(index, { title: event.target.value })}
          />
          <span id={`${id}-${index}`} className={styles.label}>
            {P.sectionContent}
          </span>
          <Suspense fallback={<Skeleton height={160} />}>
            <RichTextEditor
              value={section.content}
              labelledBy={`${id}-${index}`}
              invalid={Boolean(errors[`sections.${index}.content`])}
              onChange={(content) => setSection(index, { content })}
            />
          </Suspense>
          {errors[`sections.${index}.content`] && (
            <span className={styles.error}>{errors[`sections.${index}.content`]}</span>
          )}
        </fieldset>
      ))}
      <Button
        type="button"
        onClick={() => setPage({ ...page, sections: [...page.sections, { title: '', content: '' }] })}
      >
        <Plus size={14} aria-hidden="true" /> {P.addSection}
      </Button>
      <SaveBar saving={saving} />
    </form>
  );
}

/** The contacts page: its entries of the four kinds and the map's coordinates. */
type ContactsInput = ApiSchema<'ContactsPageInput'>;

export function ContactsEditor() {
  return (
    <PageForm<ContactsPage, ContactsInput> slug="contacts">
      {(stored, save, saving) => <ContactsForm stored={stored} save={save} saving={saving} />}
    </PageForm>
  );
}

function ContactsForm({
  stored,
  save,
  saving,
}: {
  stored: ContactsPage;
  save: (next: ContactsInput) => Promise<Record<string, string>>;
  saving: boolean;
}) {
  const [page, setPage] = useState({
    title: stored.title,
    description: stored.description,
    contacts: stored.contacts.map((entry) => ({ type: entry.type, value: entry.value })),
    lat: String(stored.mapCoordinates?.lat ?? ''),
    lng: String(stored.mapCoordinates?.lng ?? ''),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (blank(page.title)) found.title = P.required;
    page.contacts.forEach((entry, index) => {
      if (blank(entry.value)) found[`contacts.${index}.value`] = P.required;
    });
    const lat = Number(page.lat.replace(',', '.'));
    const lng = Number(page.lng.replace(',', '.'));
    if (blank(page.lat) || !Number.isFinite(lat) || Math.abs(lat) > 90)
      found.lat = 'Широта — число от -90 до 90';
    if (blank(page.lng) || !Number.isFinite(lng) || Math.abs(lng) > 180)
      found.lng = 'Долгота — число от -180 до 180';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setErrors(
      await save({
        title: page.title,
        description: page.description,
        contacts: page.contacts,
        mapCoordinates: { lat, lng },
      }),
    );
  };
  const setEntry = (index: number, patch: Partial<{ type: ContactType; value: string }>) =>
    setPage((current) => ({
      ...current,
      contacts: current.contacts.map((c, i) => (i === index ? { ...c, ...patch } : c)),
    }));
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={P.pageTitle}
        required
        value={page.title}
        error={errors.title}
        onChange={(event) => setPage({ ...page, title: event.target.value })}
      />
      <TextArea
        label={P.pageDescription}
        value={page.description}
        onChange={(description) => setPage({ ...page, description })}
      />
      <h3 className={styles.subheading}>{P.contacts}</h3>
      {page.contacts.map((entry, index) => (
        <div key={index} className={styles.contactRow}>
          <label className={styles.field}>
            <span className={styles.label}>{P.contactType}</span>
            <select
              className={styles.select}
              value={entry.type}
              onChange={(event) => setEntry(index, { type: event.target.value as ContactType })}
            >
              {CONTACT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={P.contactValue}
            required
            value={entry.value}
            error={errors[`contacts.${index}.value`]}
            onChange={(event) => setEntry(index, { value: event.target.value })}
          />
          <div className={styles.groupActions}>
            <MoveButtons
              index={index}
              count={page.contacts.length}
              onMove={(by) => setPage({ ...page, contacts: move(page.contacts, index, by) })}
            />
            <Button
              type="button"
              size="small"
              aria-label={P.removeContact}
              onClick={() => setPage({ ...page, contacts: page.contacts.filter((_, i) => i !== index) })}
            >
              <Trash2 size={14} aria-hidden="true" />
            </Button>
          </div>
        </div>
      ))}
      <Button
        type="button"
        onClick={() => setPage({ ...page, contacts: [...page.contacts, { type: 'Телефон', value: '' }] })}
      >
        <Plus size={14} aria-hidden="true" /> {P.addContact}
      </Button>
      <h3 className={styles.subheading}>{P.map}</h3>
      <div className={styles.grid2}>
        <TextField
          label={P.lat}
          inputMode="decimal"
          required
          value={page.lat}
          error={errors.lat}
          onChange={(event) => setPage({ ...page, lat: event.target.value })}
        />
        <TextField
          label={P.lng}
          inputMode="decimal"
          required
          value={page.lng}
          error={errors.lng}
          onChange={(event) => setPage({ ...page, lng: event.target.value })}
        />
      </div>
      <SaveBar saving={saving} />
    </form>
  );
}
