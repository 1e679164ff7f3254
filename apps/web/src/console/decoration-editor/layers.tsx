"use client";

import {
  CopyOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  HolderOutlined,
  WarningFilled,
} from "@ant-design/icons";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Button, Tooltip } from "antd";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { BLOCK_ICONS } from "./block-meta";
import type { EditorBlock } from "./editor-state";

interface LayerProps {
  block: EditorBlock;
  index: number;
  selected: boolean;
  problems: string[];
  onSelect(): void;
  onDuplicate(): void;
  onToggleHidden(): void;
  onRemove(): void;
}

function Layer({ block, index, selected, problems, onSelect, onDuplicate, onToggleHidden, onRemove }: LayerProps) {
  const t = useTranslations("decorationEditor");
  const name = t(`blocks.${block.type}`);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: block.key });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx(
        "flex items-center gap-1 rounded border bg-white px-1 py-1 text-xs",
        selected ? "border-[#1677ff] bg-[#e6f4ff]" : "border-gray-200",
        isDragging && "relative z-10 shadow-lg",
        block.hidden && "opacity-60",
      )}
      data-testid="deco-layer"
      data-block-type={block.type}
    >
      <button
        type="button"
        className="cursor-grab px-1 text-gray-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-[#1677ff]"
        aria-label={t("dragHandle", { n: index + 1, name })}
        data-testid="deco-layer-handle"
        {...attributes}
        {...listeners}
      >
        <HolderOutlined aria-hidden />
      </button>
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        className="flex min-w-0 flex-1 items-center gap-1.5 text-left"
        data-testid="deco-layer-select"
      >
        <span aria-hidden>{BLOCK_ICONS[block.type]}</span>
        <span className="truncate">{name}</span>
        {problems.length > 0 ? (
          <Tooltip title={problems.join(" ")}>
            <WarningFilled
              className="!text-[#d4380d]"
              aria-label={problems.join(" ")}
              data-testid="deco-layer-problem"
            />
          </Tooltip>
        ) : null}
      </button>
      <Tooltip title={t("duplicate")}>
        <Button
          type="text"
          size="small"
          icon={<CopyOutlined />}
          aria-label={`${t("duplicate")} ${name}`}
          onClick={onDuplicate}
        />
      </Tooltip>
      <Tooltip title={block.hidden ? t("show") : t("hide")}>
        <Button
          type="text"
          size="small"
          icon={block.hidden ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={`${block.hidden ? t("show") : t("hide")} ${name}`}
          aria-pressed={!!block.hidden}
          onClick={onToggleHidden}
        />
      </Tooltip>
      <Tooltip title={t("delete")}>
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t("delete")} ${name}`}
          onClick={onRemove}
          data-testid="deco-layer-delete"
        />
      </Tooltip>
    </li>
  );
}

/**
 * The page's blocks in order, reordered by dragging a handle with the mouse, or from the keyboard
 * (focus a handle, Space to lift, arrows to move, Space to drop, Escape to cancel).
 */
export function Layers({
  blocks,
  selected,
  problems,
  onMove,
  onSelect,
  onDuplicate,
  onToggleHidden,
  onRemove,
}: {
  blocks: EditorBlock[];
  selected: string | null;
  problems: Map<number, string[]>;
  onMove(from: number, to: number): void;
  onSelect(key: string): void;
  onDuplicate(key: string): void;
  onToggleHidden(key: string): void;
  onRemove(key: string): void;
}) {
  const t = useTranslations("decorationEditor");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(
      blocks.findIndex((b) => b.key === active.id),
      blocks.findIndex((b) => b.key === over.id),
    );
  };
  const nameOf = (id: string | number) => {
    const i = blocks.findIndex((b) => b.key === id);
    return i === -1 ? "" : t("layerName", { n: i + 1, name: t(`blocks.${blocks[i]!.type}`) });
  };
  return (
    <section aria-labelledby="deco-layers">
      <h2 id="deco-layers" className="mb-2 text-sm font-semibold">
        {t("layers")}
      </h2>
      {blocks.length === 0 ? <p className="text-xs text-gray-500">{t("noBlocks")}</p> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t("dndInstructions") },
          announcements: {
            onDragStart: ({ active }) => t("dndPicked", { name: nameOf(active.id) }),
            onDragOver: ({ active, over }) =>
              over
                ? t("dndOver", { name: nameOf(active.id), n: blocks.findIndex((b) => b.key === over.id) + 1 })
                : undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? t("dndDropped", { name: nameOf(active.id), n: blocks.findIndex((b) => b.key === over.id) + 1 })
                : undefined,
            onDragCancel: ({ active }) => t("dndCancelled", { name: nameOf(active.id) }),
          },
        }}
      >
        <SortableContext items={blocks.map((b) => b.key)} strategy={verticalListSortingStrategy}>
          <ol className="flex flex-col gap-1" data-testid="deco-layers">
            {blocks.map((b, i) => (
              <Layer
                key={b.key}
                block={b}
                index={i}
                selected={selected === b.key}
                problems={problems.get(i) ?? []}
                onSelect={() => onSelect(b.key)}
                onDuplicate={() => onDuplicate(b.key)}
                onToggleHidden={() => onToggleHidden(b.key)}
                onRemove={() => onRemove(b.key)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}
