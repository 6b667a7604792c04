import { RecoilEnv } from 'recoil';
import { RECOIL_GATES_OFF } from './recoilGates';

// Before any store exists: Recoil reads its gates as it builds a store's state.
for (const gate of RECOIL_GATES_OFF) RecoilEnv.RECOIL_GKS_ENABLED.delete(gate);
