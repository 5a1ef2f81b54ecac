#!/bin/sh
# Lints the file Claude just edited.
exit 0
