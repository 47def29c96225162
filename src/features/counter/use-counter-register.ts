// The register the counter sells at: one of the outlet's registers (the counter menu lists them),
// the one this device chose last at this outlet, else the first; remembered on the device.
import { useState } from 'react';

const key = (outletId: number) => `counter-register-${outletId}`;

const remembered = (outletId: number): string | null => {
  try {
    return window.localStorage.getItem(key(outletId));
  } catch {
    return null;
  }
};

export interface CounterRegister {
  register: string | undefined;
  choose: (register: string) => void;
}

export function useCounterRegister(outletId: number | undefined, registers: readonly string[]): CounterRegister {
  const [chosen, setChosen] = useState<{ outletId: number; register: string } | null>(null);
  const wanted = outletId === undefined ? null : chosen?.outletId === outletId ? chosen.register : remembered(outletId);
  const register = registers.find((name) => name === wanted) ?? registers[0];
  const choose = (name: string) => {
    if (outletId === undefined) return;
    setChosen({ outletId, register: name });
    try {
      window.localStorage.setItem(key(outletId), name);
    } catch {
      // Not kept: the counter asks again on this device.
    }
  };
  return { register, choose };
}
