// The login modal, openable from anywhere: the nav's connect button, a like while signed out.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { LoginModal } from './components/LoginModal';

interface LoginApi {
  open(): void;
}

const Ctx = createContext<LoginApi>({ open: () => undefined });

export const useLogin = (): LoginApi => useContext(Ctx);

export function LoginProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const api = useMemo(() => ({ open: () => setShown(true) }), []);
  return (
    <Ctx.Provider value={api}>
      {children}
      {shown && <LoginModal onClose={() => setShown(false)} />}
    </Ctx.Provider>
  );
}
