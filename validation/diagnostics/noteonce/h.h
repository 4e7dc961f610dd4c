static int *hp = 1;
static inline void hf(void) { int *q = 2; }
