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

/** The browser's store; a server-rendered page hands over the data it was rendered with. */
export const store = makeStore({ preloadedState: readServerState() });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
