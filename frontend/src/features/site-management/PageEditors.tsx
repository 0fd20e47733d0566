import { Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import type { ContactType, ContactsPage, GuidePage, HomePage } from '../../entities/content';
import { serverFieldErrors, toastFailure, type ApiSchema } from '../../shared/api';
import { toast } from '../../shared/toast';
import { Button, MoveButtons, Options, Skeleton, TextField, LoadError } from '../../shared/ui';
import { useAdminPage } from './api/getAdminPage';
import { useSavePage } from './api/savePage';
import { PageHistory } from './PageHistory';
import { SITE_TEXT, type PageSlug } from './model';
import styles from './SiteManagement.module.css';

const RichTextEditor = lazy(() => import('./RichTextEditor'));
const P = SITE_TEXT.pages;
const CONTACT_TYPES = ['Адрес', 'Телефон', 'Email', 'Режим работы'] as const;

/** What a page's form is given: the stored page, the save (answering the server's field messages) and whether it runs. */
interface FormProps<C, I = C> {
  stored: C;
  save: (next: I) => Promise<Record<string, string>>;
  saving: boolean;
}

/**
 * A page's editor: loads the stored content, saves it whole, shows the server's field messages.
 * `C` is the page as the server answers it, `I` what a save sends.
 */
function PageForm<C, I = C>({ slug, form: Form }: { slug: PageSlug; form: ComponentType<FormProps<C, I>> }) {
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
          <LoadError query={page} title={P.loadError} retry="Повторить" detail={false} />
        ) : (
          // Remounted when the stored content changes (a restore), so the form shows it.
          <div key={JSON.stringify(page.data)}>
            <Form stored={page.data} save={save} saving={mutation.isPending} />
          </div>
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

/** A page's draft, its field messages and its submit: the page's own checks first, then the save's answer. */
function useDraft<D, I>(
  initial: D,
  check: (draft: D) => Record<string, string>,
  save: (next: I) => Promise<Record<string, string>>,
  toInput: (draft: D) => I,
) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) setErrors(await save(toInput(draft)));
  };
  return { draft, setDraft, errors, submit };
}

/** The form of a page, its save button last. */
function DraftForm({
  onSubmit,
  saving,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {children}
      <div className={styles.saveBar}>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? P.saving : P.save}
        </Button>
      </div>
    </form>
  );
}

/** A page's title and description, above its parts. */
function TitleFields({
  page,
  error,
  onChange,
}: {
  page: { title: string; description: string };
  error: string | undefined;
  onChange: (patch: { title?: string; description?: string }) => void;
}) {
  return (
    <>
      <TextField
        label={P.pageTitle}
        required
        value={page.title}
        error={error}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextArea
        label={P.pageDescription}
        value={page.description}
        onChange={(description) => onChange({ description })}
      />
    </>
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

const patchAt = <T,>(list: readonly T[], index: number, patch: Partial<T>): T[] =>
  list.map((item, i) => (i === index ? { ...item, ...patch } : item));

/** An entry's steps in its list: up, down and remove (`removeText` shown beside the bin, or only read). */
function EntryActions<T>({
  list,
  index,
  onChange,
  removeLabel,
  removeText,
}: {
  list: readonly T[];
  index: number;
  onChange: (next: T[]) => void;
  removeLabel?: string;
  removeText?: string;
}) {
  return (
    <div className={styles.groupActions}>
      <MoveButtons
        index={index}
        count={list.length}
        texts={P}
        onMove={(by) => onChange(move(list, index, by))}
      />
      <Button
        type="button"
        size="small"
        aria-label={removeLabel}
        onClick={() => onChange(list.filter((_, i) => i !== index))}
      >
        <Trash2 size={14} aria-hidden="true" />
        {removeText && ` ${removeText}`}
      </Button>
    </div>
  );
}

/** The home banner and its three advantage cards. */
export function HomeEditor() {
  return <PageForm<HomePage> slug="home" form={HomeForm} />;
}

function checkHome(page: HomePage): Record<string, string> {
  const found: Record<string, string> = {};
  if (blank(page.banner.title)) found['banner.title'] = P.required;
  page.advantages.forEach((advantage, index) => {
    if (blank(advantage.title)) found[`advantages.${index}.title`] = P.required;
  });
  return found;
}

function HomeForm({ stored, save, saving }: FormProps<HomePage>) {
  const { draft: page, setDraft: setPage, errors, submit } = useDraft(stored, checkHome, save, (d) => d);
  const setAdvantage = (index: number, patch: Partial<HomePage['advantages'][number]>) =>
    setPage((current) => ({ ...current, advantages: patchAt(current.advantages, index, patch) }));
  return (
    <DraftForm onSubmit={submit} saving={saving}>
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
    </DraftForm>
  );
}

/** The user guide: title, description and its sections of rich text. */
export function GuideEditor() {
  return <PageForm<GuidePage> slug="guide" form={GuideForm} />;
}

function checkGuide(page: GuidePage): Record<string, string> {
  const found: Record<string, string> = {};
  if (blank(page.title)) found.title = P.required;
  page.sections.forEach((section, index) => {
    if (blank(section.title)) found[`sections.${index}.title`] = P.required;
    if (blank(section.content.replace(/<[^>]*>/g, ''))) found[`sections.${index}.content`] = P.required;
  });
  return found;
}

function GuideForm({ stored, save, saving }: FormProps<GuidePage>) {
  const { draft: page, setDraft: setPage, errors, submit } = useDraft(stored, checkGuide, save, (d) => d);
  const id = useId();
  const setSection = (index: number, patch: Partial<GuidePage['sections'][number]>) =>
    setPage((current) => ({ ...current, sections: patchAt(current.sections, index, patch) }));
  return (
    <DraftForm onSubmit={submit} saving={saving}>
      <TitleFields page={page} error={errors.title} onChange={(patch) => setPage({ ...page, ...patch })} />
      <h3 className={styles.subheading}>{P.sections}</h3>
      {page.sections.map((section, index) => (
        <fieldset key={index} className={styles.group}>
          <legend className={styles.label}>{P.section(index + 1)}</legend>
          <EntryActions
            list={page.sections}
            index={index}
            removeText={P.removeSection}
            onChange={(sections) => setPage({ ...page, sections })}
          />
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
    </DraftForm>
  );
}

/** The contacts page: its entries of the four kinds and the map's coordinates. */
type ContactsInput = ApiSchema<'ContactsPageInput'>;

export function ContactsEditor() {
  return <PageForm<ContactsPage, ContactsInput> slug="contacts" form={ContactsForm} />;
}

interface ContactsDraft {
  title: string;
  description: string;
  contacts: Array<{ type: ContactType; value: string }>;
  lat: string;
  lng: string;
}

const coordinate = (value: string) => Number(value.replace(',', '.'));

function checkContacts(page: ContactsDraft): Record<string, string> {
  const found: Record<string, string> = {};
  if (blank(page.title)) found.title = P.required;
  page.contacts.forEach((entry, index) => {
    if (blank(entry.value)) found[`contacts.${index}.value`] = P.required;
  });
  const lat = coordinate(page.lat);
  const lng = coordinate(page.lng);
  if (blank(page.lat) || !Number.isFinite(lat) || Math.abs(lat) > 90)
    found.lat = 'Широта — число от -90 до 90';
  if (blank(page.lng) || !Number.isFinite(lng) || Math.abs(lng) > 180)
    found.lng = 'Долгота — число от -180 до 180';
  return found;
}

const contactsInput = (page: ContactsDraft): ContactsInput => ({
  title: page.title,
  description: page.description,
  contacts: page.contacts,
  mapCoordinates: { lat: coordinate(page.lat), lng: coordinate(page.lng) },
});

function ContactsForm({ stored, save, saving }: FormProps<ContactsPage, ContactsInput>) {
  const initial: ContactsDraft = {
    title: stored.title,
    description: stored.description,
    contacts: stored.contacts.map((entry) => ({ type: entry.type, value: entry.value })),
    lat: String(stored.mapCoordinates?.lat ?? ''),
    lng: String(stored.mapCoordinates?.lng ?? ''),
  };
  const {
    draft: page,
    setDraft: setPage,
    errors,
    submit,
  } = useDraft(initial, checkContacts, save, contactsInput);
  const setEntry = (index: number, patch: Partial<{ type: ContactType; value: string }>) =>
    setPage((current) => ({ ...current, contacts: patchAt(current.contacts, index, patch) }));
  return (
    <DraftForm onSubmit={submit} saving={saving}>
      <TitleFields page={page} error={errors.title} onChange={(patch) => setPage({ ...page, ...patch })} />
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
              <Options of={CONTACT_TYPES} />
            </select>
          </label>
          <TextField
            label={P.contactValue}
            required
            value={entry.value}
            error={errors[`contacts.${index}.value`]}
            onChange={(event) => setEntry(index, { value: event.target.value })}
          />
          <EntryActions
            list={page.contacts}
            index={index}
            removeLabel={P.removeContact}
            onChange={(contacts) => setPage({ ...page, contacts })}
          />
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
        {(['lat', 'lng'] as const).map((axis) => (
          <TextField
            key={axis}
            label={P[axis]}
            inputMode="decimal"
            required
            value={page[axis]}
            error={errors[axis]}
            onChange={(event) => setPage({ ...page, [axis]: event.target.value })}
          />
        ))}
      </div>
    </DraftForm>
  );
}
