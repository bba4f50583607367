// The Redux store: the RTK Query cache, the signed-in user and the slices features inject for their own UI
// state (the messages window), and the API client the store's queries go through.
import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { useMemo } from "react";
import { useDispatch, useSelector, useStore } from "react-redux";
import { apiSlice } from "./api/apiSlice";
import type { ApiExtra } from "./api/baseQuery";
import { createApiClient, type ApiClient } from "./api/client";
import { readServerState } from "./serverState";
import { authSlice, clearCurrentUser } from "./session/authSlice";

/**
 * The slices features inject with `slice.injectInto(rootReducer)`, so the store knows no feature: each feature
 * adds its slice's state here by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the features' declarations
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, apiSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** The server's renderer passes its own; otherwise the store makes one that ends its session. */
  apiClient?: ApiClient;
}

export function makeStore({ preloadedState, apiClient }: StoreOptions = {}) {
  // Made with the store and told once which store's user to drop when a refresh is refused.
  const extra: ApiExtra = {
    apiClient: apiClient ?? createApiClient({ onSessionExpired: () => store.dispatch(clearCurrentUser()) }),
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(apiSlice.middleware),
  });
  return store;
}

/**
 * The state a server-rendered page was rendered from: the browser's store starts from it, and parts of the
 * page taken over later (below the fold) are first rendered from it too, as the server did (the Provider's
 * `serverState`), before they catch up with the store.
 */
export const serverState = readServerState();

/** The browser's store. */
export const store = makeStore({ preloadedState: serverState });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * The client the store's queries go through. Calls outside RTK Query (downloads, the realtime settings) use
 * it too, so a token refresh is shared with the queries.
 */
export function useApiClient(): ApiClient {
  const appStore = useAppStore();
  return useMemo(() => appStore.dispatch((_dispatch, _getState, extra: ApiExtra) => extra.apiClient), [appStore]);
}
