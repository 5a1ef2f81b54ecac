#!/bin/sh
# usage: run.sh JAR CASE ROOT [ARG]: streams the case into `java -jar JAR lsp` under /usr/bin/time -v; prints
# elapsed, peak RSS, and which of the requests 3 (documentSymbol) and 4 (shutdown) were answered.
jar=$1; shift
python3 "$(dirname "$0")/stream.py" "$@" | /usr/bin/time -v java -jar "$jar" lsp > /tmp/lsp-out.bin 2> /tmp/lsp-time.txt
echo "exit=$?"
grep -E "Elapsed|Maximum resident" /tmp/lsp-time.txt
for id in 3 4; do
  if grep -q "\"id\":$id[,}]" /tmp/lsp-out.bin; then echo "id $id answered"; else echo "id $id NOT answered"; fi
done
