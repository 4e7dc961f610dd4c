int in_deeper;
