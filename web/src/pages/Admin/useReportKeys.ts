// The reports queue's keyboard: j / k move between cards, and an action's key (reportActions.ts) acts on the
// selected card when the action fits its target. Keys typed into a field, with a modifier, or while a
// confirmation is open are not the queue's. The selection stays on a card as the list shrinks.
import { ACTIONS_BY_TARGET, type ModerationAction, type ReportGroup } from "@inkwell/contract";
import { useEffect, type Dispatch, type SetStateAction } from "react";
import { ACTION_KEYS } from "./reportActions";

/** Keys typed into a field are the field's. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName));

interface ReportKeys {
  /** Only the open reports take actions. */
  enabled: boolean;
  groups: ReportGroup[];
  selected: number;
  setSelected: Dispatch<SetStateAction<number>>;
  /** A confirmation is open. */
  paused: boolean;
  act: (group: ReportGroup, action: ModerationAction) => Promise<void>;
}

export function useReportKeys({ enabled, groups, selected, setSelected, paused, act }: ReportKeys) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (paused || e.metaKey || e.ctrlKey || e.altKey || typing(e.target)) return;
      if (e.key === "j") setSelected((i) => Math.min(i + 1, groups.length - 1));
      else if (e.key === "k") setSelected((i) => Math.max(i - 1, 0));
      else {
        const action = ACTION_KEYS[e.key];
        const group = groups[selected];
        if (!action || !group || !ACTIONS_BY_TARGET[group.targetType].includes(action)) return;
        void act(group, action);
      }
      e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [enabled, groups, selected, setSelected, paused, act]);

  useEffect(() => {
    if (selected >= groups.length) setSelected(Math.max(0, groups.length - 1));
  }, [groups.length, selected, setSelected]);
}
