int f(int a, int b)
{
	if (a)
		if (b)
			return 1;
		else
			return 2;
	return x;
}

/*
 * check-name: if-conversion of a phi with three sources: no stack overflow
 * check-note: simplify.c if_convert() asks linearize_ptr_list() for 3 into arrays of 2 (ASan: stack-buffer-overflow)
 *
 * check-error-start
robust/if-convert-undefined-return.c:8:16: error: undefined identifier 'x'
 * check-error-end
 */
