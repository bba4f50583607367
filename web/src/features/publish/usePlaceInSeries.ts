// Puts a post just published where the publish modal's "Series" said: at the end of one of the writer's
// series (taking it out of the one it was in: a post is in one series at most), in a new series made from
// the title given, or out of its series. One request (PUT /posts/{id}/series), done whole or not at all on
// the server; nothing is sent when the choice did not change.
import { usePlaceInSeriesMutation } from "../../data/api/seriesApi";
import type { SeriesPick } from "./SeriesSection";

export interface SeriesChoice {
  /** The series the post was in when the modal opened. */
  before: number | null;
  pick: SeriesPick;
  /** The new series' title, when `pick` is "new". */
  newTitle: string;
}

export function usePlaceInSeries() {
  const [place] = usePlaceInSeriesMutation();

  return async (postId: number, { before, pick, newTitle }: SeriesChoice) => {
    if (pick === before || (pick === "new" && !newTitle.trim())) return;
    await place(pick === "new" ? { postId, newTitle: newTitle.trim() } : { postId, seriesId: pick }).unwrap();
  };
}
