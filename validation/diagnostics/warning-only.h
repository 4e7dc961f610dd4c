/* a warning of the tokenizer: */
#if 0
'x
#endif
