import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useStudioTranslation } from '../../texts';
import styles from './Reorder.module.css';

export interface DragHandleProps {
  /** The handle: a button that picks the row up with the pointer, or with Space or Enter. */
  handle: ReactNode;
}

interface Props<Item> {
  items: readonly Item[];
  keyOf(item: Item): string;
  nameOf(item: Item): string;
  onMove(from: number, to: number): void;
  children(item: Item, index: number, drag: DragHandleProps): ReactNode;
  /** The list's own name for screen readers. */
  label: string;
  testId?: string;
}

/**
 * A list reordered by drag and drop (dnd-kit: pointer, and the keyboard sensor: Space or Enter on a
 * row's handle, arrows, Space or Enter to drop, Escape to cancel), each step said in words. The rows
 * also carry their move menu (MoveMenu), so no move needs a drag.
 */
export function SortableList<Item>({ items, keyOf, nameOf, onMove, children, label, testId }: Props<Item>) {
  const { t } = useStudioTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = items.map(keyOf);
  const nameOfKey = (key: unknown) => {
    const item = items[keys.indexOf(String(key))];
    return item === undefined ? '' : nameOf(item);
  };
  const positionOf = (key: unknown) => ({ position: keys.indexOf(String(key)) + 1, count: keys.length });
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        screenReaderInstructions: { draggable: t('move.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => t('move.picked', { name: nameOfKey(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('move.over', { name: nameOfKey(active.id), ...positionOf(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('move.dropped', { name: nameOfKey(active.id), ...positionOf(over.id) })
              : t('move.cancelled', { name: nameOfKey(active.id) }),
          onDragCancel: ({ active }) => t('move.cancelled', { name: nameOfKey(active.id) }),
        },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className={styles.sortable} aria-label={label} data-testid={testId}>
          {items.map((item, index) => (
            <SortableRow key={keys[index]} id={keys[index] as string} name={nameOf(item)}>
              {(handle) => children(item, index, { handle })}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  children,
}: {
  id: string;
  name: string;
  children(handle: ReactNode): ReactNode;
}) {
  const { t } = useStudioTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
    });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={styles.handle}
      {...attributes}
      {...listeners}
      aria-label={t('move.dragHandle', { name })}
      data-testid="drag-handle"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${styles.row} ${styles.dragging}` : styles.row}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
