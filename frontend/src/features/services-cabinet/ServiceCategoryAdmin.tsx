import { ArrowDown, ArrowUp, ImageOff, ImageUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { serverMessage, uploadImage, IMAGE_TYPES } from '../../shared/api';
import { useServiceCategories, type ServiceCategory } from '../../entities/content';
import { useServiceCategoryChange, type ServiceCategoryChange as Change } from './api/changeServiceCategory';
import { toast } from '../../shared/toast';
import { Button, Skeleton, StateMessage, workspaceStyles as styles, LoadError } from '../../shared/ui';
import local from './ServiceCategoryAdmin.module.css';

function Row({
  category,
  siblings,
  onChange,
  pending,
}: {
  category: ServiceCategory;
  siblings: ServiceCategory[];
  onChange: (change: Change, done: string) => Promise<boolean>;
  pending: boolean;
}) {
  const [name, setName] = useState(category.name);
  const index = siblings.findIndex((s) => s.id === category.id);
  const move = (by: -1 | 1) => {
    const ids = siblings.map((s) => s.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void onChange({ kind: 'reorder', parentId: category.parentId, orderedIds: ids }, 'Порядок сохранён');
  };
  const rename = () =>
    void onChange({ kind: 'rename', id: category.id, name: name.trim() }, 'Категория переименована');
  return (
    <div className={local.row} data-testid={`service-category-${category.id}`}>
      <span className={local.picture}>
        {category.image ? (
          <img src={category.image} alt="" width={48} height={36} />
        ) : (
          <>
            <ImageOff size={16} aria-hidden="true" />
            <span className="visually-hidden">Без изображения</span>
          </>
        )}
      </span>
      {/* A text area that grows with the name: a long name wraps and shows whole, never cut off. */}
      <textarea
        className={`${styles.input} ${local.name}`}
        aria-label={`Название «${category.name}»`}
        rows={1}
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value.replace(/\s*\n\s*/g, ' '))}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (!pending && name.trim() !== '' && name.trim() !== category.name) rename();
        }}
      />
      <div className={local.actions}>
        <Button size="small" disabled={pending || name.trim() === category.name} onClick={rename}>
          Сохранить
        </Button>
        <Button
          size="small"
          aria-label={`Выше: ${category.name}`}
          disabled={pending || index === 0}
          onClick={() => move(-1)}
        >
          <ArrowUp size={14} aria-hidden="true" />
        </Button>
        <Button
          size="small"
          aria-label={`Ниже: ${category.name}`}
          disabled={pending || index === siblings.length - 1}
          onClick={() => move(1)}
        >
          <ArrowDown size={14} aria-hidden="true" />
        </Button>
        {/* The file input hides inside a label that looks like the other buttons. */}
        <label className={local.upload}>
          <ImageUp size={14} aria-hidden="true" /> Изображение
          <input
            type="file"
            className="visually-hidden"
            accept={IMAGE_TYPES.join(',')}
            aria-label={`Изображение «${category.name}»`}
            disabled={pending}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              try {
                await onChange(
                  { kind: 'image', id: category.id, image: await uploadImage(file) },
                  'Изображение сохранено',
                );
              } catch (error) {
                toast.error(serverMessage(error) ?? 'Не удалось загрузить изображение');
              }
            }}
          />
        </label>
        <Button
          size="small"
          disabled={pending}
          onClick={() => {
            if (window.confirm(`Удалить категорию «${category.name}»?`))
              void onChange({ kind: 'delete', id: category.id }, 'Категория удалена');
          }}
        >
          Удалить
        </Button>
      </div>
    </div>
  );
}

/** A root's line for a new subcategory. */
function NewChild({
  parent,
  onChange,
  pending,
}: {
  parent: ServiceCategory;
  onChange: (change: Change, done: string) => Promise<boolean>;
  pending: boolean;
}) {
  const [child, setChild] = useState('');
  return (
    <div className={local.newChild}>
      <input
        className={styles.input}
        aria-label={`Новая подкатегория в «${parent.name}»`}
        placeholder="Новая подкатегория"
        value={child}
        maxLength={100}
        onChange={(e) => setChild(e.target.value)}
      />
      <Button
        size="small"
        disabled={pending || child.trim() === ''}
        onClick={async () => {
          if (
            await onChange(
              { kind: 'create', name: child.trim(), parentId: parent.id },
              'Подкатегория создана',
            )
          )
            setChild('');
        }}
      >
        <Plus size={14} aria-hidden="true" /> Добавить
      </Button>
    </div>
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
    return <LoadError query={categories} title="Не удалось загрузить категории услуг" retry="Повторить" />;
  }
  const roots = categories.data.filter((c) => c.parentId === null);
  const childrenOf = (id: number) => categories.data.filter((c) => c.parentId === id);
  return (
    <div className={styles.board}>
      <div className={styles.toolbar}>
        <label className={`${styles.field} ${styles.wide}`}>
          <span className={styles.label}>Новая корневая категория</span>
          <input
            className={styles.input}
            value={root}
            maxLength={100}
            onChange={(e) => setRoot(e.target.value)}
          />
        </label>
        <Button
          variant="primary"
          disabled={mutation.isPending || root.trim() === ''}
          onClick={async () => {
            if (await change({ kind: 'create', name: root.trim(), parentId: null }, 'Категория создана'))
              setRoot('');
          }}
        >
          <Plus size={14} aria-hidden="true" /> Создать
        </Button>
      </div>
      {roots.length === 0 ? (
        <StateMessage
          kind="empty"
          title="Категорий услуг пока нет"
          description="Создайте первую категорию: поставщики выбирают её для своих услуг."
        />
      ) : (
        // A list, not a table: each line wraps as its screen needs, and a name gets the room it takes.
        <ul className={local.tree} aria-label="Категории услуг">
          {roots.map((category) => (
            <li key={category.id} className={local.branch}>
              <Row category={category} siblings={roots} onChange={change} pending={mutation.isPending} />
              {childrenOf(category.id).length > 0 && (
                <ul className={local.children} aria-label={`Подкатегории «${category.name}»`}>
                  {childrenOf(category.id).map((sub, _index, list) => (
                    <li key={sub.id}>
                      <Row category={sub} siblings={list} onChange={change} pending={mutation.isPending} />
                    </li>
                  ))}
                </ul>
              )}
              <NewChild parent={category} onChange={change} pending={mutation.isPending} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
