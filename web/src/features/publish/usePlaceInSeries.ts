// Puts a post just published where the publish modal's "Series" said: at the end of one of the writer's
// series (taking it out of the one it was in: a post is in one series at most), in a new series made from
// the title given, or out of its series. Nothing is sent when the choice did not change.
import {
  useCreateSeriesMutation,
  useLazyGetMySeriesQuery,
  useUpdateSeriesMutation,
} from "../../data/api/seriesApi";
import type { SeriesPick } from "./SeriesSection";

export interface SeriesChoice {
  /** The series the post was in when the modal opened. */
  before: number | null;
  pick: SeriesPick;
  /** The new series' title, when `pick` is "new". */
  newTitle: string;
}

export function usePlaceInSeries() {
  const [loadMine] = useLazyGetMySeriesQuery();
  const [createSeries] = useCreateSeriesMutation();
  const [updateSeries] = useUpdateSeriesMutation();

  return async (postId: number, { before, pick, newTitle }: SeriesChoice) => {
    if (pick === before || (pick === "new" && !newTitle.trim())) return;
    if (pick === "new") {
      const made = await createSeries({ title: newTitle.trim() }).unwrap();
      await updateSeries({ id: made.id, postIds: [postId] }).unwrap();
      return;
    }
    const mine = await loadMine().unwrap();
    const others = (id: number) => mine.find((s) => s.id === id)?.postIds.filter((p) => p !== postId) ?? [];
    if (pick !== null) await updateSeries({ id: pick, postIds: [...others(pick), postId] }).unwrap();
    else if (before !== null) await updateSeries({ id: before, postIds: others(before) }).unwrap();
  };
}
