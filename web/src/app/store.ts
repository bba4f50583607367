// The Redux store: the RTK Query cache plus the signed-in user.
import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { useDispatch, useSelector } from "react-redux";
import { apiSlice } from "./api/apiSlice";
import type { ApiExtra } from "./api/baseQuery";
import { authReducer } from "./session/authSlice";
import { readServerState } from "./serverState";

const rootReducer = combineReducers({ auth: authReducer, [apiSlice.reducerPath]: apiSlice.reducer });

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(options: { preloadedState?: Partial<RootState>; extra?: ApiExtra } = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: options.extra ?? {} } }).concat(apiSlice.middleware),
  });
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
