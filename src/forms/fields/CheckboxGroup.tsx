// Checkboxes in a fieldset (govuk checkboxes); the value is the array of checked values. See ChoiceGroup.
import React from 'react';
import ChoiceGroup, { type ChoiceGroupProps } from './ChoiceGroup';

export default function CheckboxGroup(props: Omit<ChoiceGroupProps, 'type' | 'inline'>) {
  return <ChoiceGroup type="checkbox" {...props} />;
}
