#!/usr/bin/env node
// Runs the built CLI (npm install builds it through the `prepare` script).
import '../dist/main.js';
