"""Reads one sheet of an .xlsx workbook with openpyxl (an independent reader) and prints it as JSON.

Usage: read-workbook.py <file.xlsx> <sheet name>
Each cell is [value, data type]: openpyxl's type "n" is a number, "s" a string, "f" a formula.
"""
import json
import sys

import openpyxl

path, sheet_name = sys.argv[1], sys.argv[2]
book = openpyxl.load_workbook(path)
sheet = book[sheet_name]
rows = [[[cell.value, cell.data_type] for cell in row] for row in sheet.iter_rows()]
print(json.dumps({"sheets": book.sheetnames, "rows": rows}, default=str))
