import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Field, Button, Modal, StateMessage, TableFrame, workspaceStyles as styles } from '../../shared/ui';
import { useImportJob } from './api/getImportJob';
import { usePreviewPriceList } from './api/previewPriceList';
import { useStartImport } from './api/startImport';
import type { PriceListPreview } from './model';
import { downloadRejected } from './rejectedRows';

const ENCODINGS = { xlsx: 'XLSX', 'utf-8': 'CSV, UTF-8', 'windows-1251': 'CSV, Windows-1251' } as const;
const SAMPLE = 8;

function Progress({ jobId, headers, onClose }: { jobId: string; headers: string[]; onClose: () => void }) {
  const job = useImportJob(jobId);
  if (!job.data) return <p role="status">Загрузка начата…</p>;
  const { total, processed, created, updated, unchanged, linked, rejected, state } = job.data;
  return (
    <div className={styles.panelBody}>
      <label className={styles.field}>
        <span className={styles.label}>
          {state === 'done' ? 'Загрузка завершена' : `Загружено ${processed} из ${total}`}
        </span>
        <progress max={total} value={processed} aria-label="Ход загрузки" />
      </label>
      {state === 'done' && (
        <>
          <dl className={styles.details} aria-label="Итоги загрузки">
            <div>
              <dt>Новых черновиков</dt>
              <dd className="tabular">{created}</dd>
            </div>
            <div>
              <dt>Обновлено</dt>
              <dd className="tabular">{updated}</dd>
            </div>
            <div>
              <dt>Без изменений</dt>
              <dd className="tabular">{unchanged}</dd>
            </div>
            <div>
              <dt>Отклонено</dt>
              <dd className="tabular">{rejected.length}</dd>
            </div>
            {/* New drafts that became offers of a part by their артикул (ADR 0067). */}
            <div>
              <dt>Привязано к позициям</dt>
              <dd className="tabular">{linked}</dd>
            </div>
          </dl>
          {created > 0 && (
            <p className={styles.muted}>
              Новые товары сохранены черновиками: отправьте их на модерацию из списка.
            </p>
          )}
          <div className={styles.row}>
            {rejected.length > 0 && (
              <Button onClick={() => downloadRejected(headers, rejected)}>
                <Download size={14} aria-hidden="true" /> Скачать строки с ошибками
              </Button>
            )}
            <Button variant="primary" onClick={onClose}>
              Готово
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function PreviewView({
  preview,
  onMapping,
  busy,
}: {
  preview: PriceListPreview;
  onMapping: (mapping: string[]) => void;
  busy: boolean;
}) {
  return (
    <div className={styles.panelBody}>
      <p className={styles.muted}>
        {ENCODINGS[preview.encoding]} · строк: {preview.total} · к загрузке: {preview.valid} (новых{' '}
        {preview.toCreate}, обновится {preview.toUpdate}) · с ошибками: {preview.rejected.length}
      </p>
      {preview.missingPartNumber && (
        <p role="alert" className={styles.reason}>
          Укажите столбец с артикулом: по нему строки сопоставляются с вашими товарами.
        </p>
      )}
      <TableFrame label="Сопоставление столбцов">
        <table className={styles.table} aria-label="Сопоставление столбцов">
          <thead>
            <tr>
              <th scope="col">Столбец файла</th>
              <th scope="col">Поле товара</th>
              <th scope="col">Пример</th>
            </tr>
          </thead>
          <tbody>
            {preview.headers.map((header, index) => (
              <tr key={`${index}-${header}`}>
                <td data-label="Столбец файла">{header || `Столбец ${index + 1}`}</td>
                <td data-label="Поле товара">
                  <select
                    className={styles.input}
                    aria-label={`Поле для столбца «${header || index + 1}»`}
                    value={preview.mapping[index] ?? ''}
                    disabled={busy}
                    onChange={(e) =>
                      onMapping(
                        preview.mapping.map((field, i) =>
                          i === index ? e.target.value : field === e.target.value ? '' : field,
                        ),
                      )
                    }
                  >
                    <option value="">Не загружать</option>
                    {preview.fields.map((field) => (
                      <option key={field.value} value={field.value}>
                        {field.label}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-label="Пример" className={styles.muted}>
                  {preview.sample[0]?.cells[index] ?? ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {preview.rejected.length > 0 && (
        <section aria-label="Строки с ошибками">
          <h3 className={styles.subheading}>Строки с ошибками: {preview.rejected.length}</h3>
          <ul>
            {preview.rejected.slice(0, SAMPLE).map((row) => (
              <li key={row.line}>
                Строка {row.line}: {row.errors.join('; ')}
              </li>
            ))}
          </ul>
          {preview.rejected.length > SAMPLE && (
            <p className={styles.muted}>…и ещё {preview.rejected.length - SAMPLE}</p>
          )}
          <Button onClick={() => downloadRejected(preview.headers, preview.rejected)}>
            <Download size={14} aria-hidden="true" /> Скачать строки с ошибками
          </Button>
        </section>
      )}
    </div>
  );
}

/**
 * Price-list import: choose an XLSX or CSV file, check the columns' fields (remembered for the
 * next file), see every refused row with its reasons, import the valid ones and follow the progress.
 */
export function PriceListImport({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const preview = usePreviewPriceList();
  const start = useStartImport();
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    preview.mutate({ file: chosen });
  };
  const data = preview.data;
  return (
    <Modal
      open
      size="large"
      onOpenChange={(open) => !open && onClose()}
      title="Загрузка прайс-листа"
      description="XLSX или CSV (UTF-8 или Windows-1251), до 50 000 строк. Строки сопоставляются с вашими товарами по артикулу: новые станут черновиками, у известных обновятся заполненные поля и остатки."
      footer={
        jobId ? undefined : (
          <>
            <Button onClick={onClose}>Отмена</Button>
            <Button
              variant="primary"
              disabled={
                !file ||
                !data ||
                data.valid === 0 ||
                data.missingPartNumber ||
                preview.isPending ||
                start.isPending
              }
              onClick={() =>
                file &&
                data &&
                void start.mutateAsync({ file, mapping: data.mapping }).then(
                  (job) => setJobId(job.id),
                  () => undefined,
                )
              }
            >
              <Upload size={14} aria-hidden="true" /> {data ? `Загрузить ${data.valid} строк` : 'Загрузить'}
            </Button>
          </>
        )
      }
    >
      {jobId ? (
        <Progress jobId={jobId} headers={data?.headers ?? []} onClose={onClose} />
      ) : (
        <div className={styles.panelBody}>
          <Field label="Файл прайс-листа">
            <input
              type="file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => choose(e.target.files?.[0])}
            />
          </Field>
          {preview.isPending && <p role="status">Проверяем файл…</p>}
          {preview.isError && (
            <StateMessage kind="error" title="Файл не принят" description={preview.error.message} />
          )}
          {data && file && (
            <PreviewView
              preview={data}
              busy={preview.isPending}
              onMapping={(mapping) => preview.mutate({ file, mapping })}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
