int u(void) { return k3() + k5() + k9() + k10(); }
