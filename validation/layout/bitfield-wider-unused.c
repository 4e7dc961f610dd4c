struct a {
	int x:33;
};
/*
 * check-name: the bit-fields of an unused struct are not checked for width
 */
