extern int puts(const char *s);
extern void w(char *s);

static const char *f(int i)
{
	char *s = "abc";
	const char *t = "x" "y";
	const char arr[] = "def";
	char c = "xyz"[i];

	w("lit");
	puts(arr);
	puts(s + 1);
	return i ? t : "other" + c;
}
/*
 * check-name: string literals as char *, const char * and arrays are silent
 * check-command: sparse $file
 */
