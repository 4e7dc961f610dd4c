void log_msg(const char *s);
int helper(int x);

static inline int twice(int x)
{
	return helper(x) * 2;
}

int helper(int x)
{
	log_msg("helper");
	return x + 1;
}

int run(int (*op)(int), int v)
{
	if (v)
		log_msg("run");
	else
		log_msg("zero");
	return op(v) + twice(v);
}

int main(void)
{
	return run(helper, 3);
}
/*
 * check-name: examples/callgraph: calls from the IR, each edge once, through a pointer, inlined
 * check-command: ../examples/callgraph -Wno-decl $file
 *
 * check-output-start
helper -> log_msg
run -> log_msg
run -> *
run -> helper
run -> twice (inlined)
main -> run
 * check-output-end
 */
