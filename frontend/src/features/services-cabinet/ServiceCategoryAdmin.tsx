import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { serverMessage, uploadImage, IMAGE_TYPES } from '../../shared/api';
import { useServiceCategories, type ServiceCategory } from '../../entities/content';
import { useServiceCategoryChange, type ServiceCategoryChange as Change } from './api/changeServiceCategory';
import { toast } from '../../shared/toast';
import { Button, Skeleton, StateMessage, workspaceStyles as styles } from '../../shared/ui';

function Row({ category, siblings, depth, onChange, pending }: {
  category: ServiceCategory;
  siblings: ServiceCategory[];
  depth: number;
  onChange: (change: Change, done: string) => Promise<boolean>;
  pending: boolean;
}) {
  const [name, setName] = useState(category.name);
  const [child, setChild] = useState('');
  const index = siblings.findIndex((s) => s.id === category.id);
  const move = (by: -1 | 1) => {
    const ids = siblings.map((s) => s.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void onChange({ kind: 'reorder', parentId: category.parentId, orderedIds: ids }, 'Порядок сохранён');
  };
  return (
    <tr>
      <td data-label="Категория" style={{ paddingLeft: `calc(${depth} * 24px + 12px)` }}>
        <input className={styles.input} aria-label={`Название «${category.name}»`} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </td>
      <td data-label="Изображение">
        {category.image ? <img src={category.image} alt="" width={48} height={36} /> : <span className={styles.muted}>нет</span>}
        <input
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-label={`Изображение «${category.name}»`}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            try {
              await onChange({ kind: 'image', id: category.id, image: await uploadImage(file) }, 'Изображение сохранено');
            } catch (error) {
              toast.error(serverMessage(error) ?? 'Не удалось загрузить изображение');
            }
          }}
        />
      </td>
      <td data-label="Действия">
        <div className={styles.row}>
          <Button disabled={pending || name.trim() === category.name} onClick={() => void onChange({ kind: 'rename', id: category.id, name: name.trim() }, 'Категория переименована')}>
            Сохранить
          </Button>
          <Button aria-label={`Выше: ${category.name}`} disabled={pending || index === 0} onClick={() => move(-1)}>
            <ArrowUp size={14} aria-hidden="true" />
          </Button>
          <Button aria-label={`Ниже: ${category.name}`} disabled={pending || index === siblings.length - 1} onClick={() => move(1)}>
            <ArrowDown size={14} aria-hidden="true" />
          </Button>
          <Button
            disabled={pending}
            onClick={() => {
              if (window.confirm(`Удалить категорию «${category.name}»?`)) void onChange({ kind: 'delete', id: category.id }, 'Категория удалена');
            }}
          >
            Удалить
          </Button>
          {depth === 0 && (
            <span className={styles.row}>
              <input className={styles.input} aria-label={`Новая подкатегория в «${category.name}»`} placeholder="Новая подкатегория" value={child} maxLength={100} onChange={(e) => setChild(e.target.value)} />
              <Button
                disabled={pending || child.trim() === ''}
                onClick={async () => {
                  if (await onChange({ kind: 'create', name: child.trim(), parentId: category.id }, 'Подкатегория создана')) setChild('');
                }}
              >
                <Plus size={14} aria-hidden="true" /> Добавить
              </Button>
            </span>
          )}
        </div>
      </td>
    </tr>
  );
}

/**
 * 'Управление категориями услуг': the service-category tree (roots and their subcategories) with
 * create, rename, picture, reorder and delete; the server refuses to delete a category that has
 * subcategories or services, and says why.
 */
export function ServiceCategoryAdmin() {
  const categories = useServiceCategories();
  const [root, setRoot] = useState('');
  const mutation = useServiceCategoryChange();
  const change = async (value: Change, done: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync(value);
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Изменение не сохранено');
      return false;
    }
  };
  if (categories.isPending) return <Skeleton height={200} />;
  if (categories.isError) {
    return (
      <StateMessage
        kind="error"
        title="Не удалось загрузить категории услуг"
        description={categories.error.message}
        action={<Button onClick={() => void categories.refetch()}>Повторить</Button>}
      />
    );
  }
  const roots = categories.data.filter((c) => c.parentId === null);
  const childrenOf = (id: number) => categories.data.filter((c) => c.parentId === id);
  return (
    <div className={styles.board}>
      <div className={styles.toolbar}>
        <label className={`${styles.field} ${styles.wide}`}>
          <span className={styles.label}>Новая корневая категория</span>
          <input className={styles.input} value={root} maxLength={100} onChange={(e) => setRoot(e.target.value)} />
        </label>
        <Button
          variant="primary"
          disabled={mutation.isPending || root.trim() === ''}
          onClick={async () => {
            if (await change({ kind: 'create', name: root.trim(), parentId: null }, 'Категория создана')) setRoot('');
          }}
        >
          <Plus size={14} aria-hidden="true" /> Создать
        </Button>
      </div>
      {roots.length === 0 ? (
        <StateMessage kind="empty" title="Категорий услуг пока нет" description="Создайте первую категорию: поставщики выбирают её для своих услуг." />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Категория</th>
                <th scope="col">Изображение</th>
                <th scope="col">Действия</th>
              </tr>
            </thead>
            <tbody>
              {roots.flatMap((category) => [
                <Row key={category.id} category={category} siblings={roots} depth={0} onChange={change} pending={mutation.isPending} />,
                ...childrenOf(category.id).map((sub, _index, list) => (
                  <Row key={sub.id} category={sub} siblings={list} depth={1} onChange={change} pending={mutation.isPending} />
                )),
              ])}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
