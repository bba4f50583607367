// The list of people the page asks for, shared by the page and its server prefetch (./prefetch.ts).
import type { PeopleArgs, PeopleSide } from "../../data/api/socialApi";

const PEOPLE_PER_PAGE = 20;

/** Which list an address shows (the server renders the page from this same query). */
export const peopleArgs = (username: string, side: PeopleSide, page: number): PeopleArgs => ({
  username,
  side,
  page,
  limit: PEOPLE_PER_PAGE,
});

export const sideOf = (pathname: string): PeopleSide =>
  pathname.replace(/\/+$/, "").endsWith("/following") ? "following" : "followers";
