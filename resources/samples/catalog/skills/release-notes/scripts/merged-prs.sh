#!/usr/bin/env bash
# Usage: merged-prs.sh OWNER/REPO FROM_TAG TO_REF
# Prints the pull requests merged between FROM_TAG and TO_REF, one JSON object per line.
set -euo pipefail

if [ "$#" -ne 3 ]; then
  echo "usage: merged-prs.sh OWNER/REPO FROM_TAG TO_REF" >&2
  exit 2
fi
repo="$1"
from="$2"
to="$3"

since=$(gh api "repos/$repo/commits/$from" --jq '.commit.committer.date')
until=$(gh api "repos/$repo/commits/$to" --jq '.commit.committer.date')

gh pr list --repo "$repo" --state merged --limit 500 \
  --search "merged:$since..$until" \
  --json number,title,labels,author \
  --jq '.[] | {number, title, labels: [.labels[].name], author: .author.login}' -c
