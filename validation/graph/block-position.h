void warn(void);
static inline int clamp(int x)
{
	if (x < 0) {
		warn();
		return 0;
	}
	return x;
}
